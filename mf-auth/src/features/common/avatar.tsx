// The person's picture, or their initial on a coloured disc when there is none.
import { config } from '@moveable/shared';

/** Avatar URLs are relative to the API's origin ("/api/…"), like photo URLs. */
export function avatarSrc(url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  return new URL(url, config.apiBase).href;
}

export function Avatar({ url, name, size = 96 }: { url: string | null; name: string; size?: number }) {
  const src = avatarSrc(url);
  // Decorative: the name is always written beside it.
  if (src) return <img className="mv-auth-avatar" src={src} alt="" width={size} height={size} />;
  return (
    <span className="mv-auth-avatar mv-auth-avatar--initial" aria-hidden="true" style={{ width: size, height: size, fontSize: size / 2.4 }}>
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
