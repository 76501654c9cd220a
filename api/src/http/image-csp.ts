// Image bytes we serve (photos, avatars) never change under their URL; this policy makes an SVG
// inert even when opened directly (no scripts, no fetches).
export const PHOTO_CSP = "default-src 'none'; style-src 'unsafe-inline'";
