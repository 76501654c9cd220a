// The <moveable-map> element's attributes, read strictly: a partner types them by hand, and a
// typo must give a working map with defaults, never a broken one (or CSS injected into ours).
import { parseCenter, parseZoom, DEEP_LINK_ZOOM, type MapView } from './view-state.ts';

/** A CSS length for the map's height: "480px", "30rem", "60vh", "100%". Else null (the default). */
export function parseHeight(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{1,4}$/.test(v)) return `${v}px`; // height="400" means pixels, as in <iframe height>
  return /^\d{1,4}(\.\d{1,3})?(px|rem|em|vh|dvh|svh|%)$/.test(v) ? v : null;
}

/** center="47.37,8.54" zoom="14" → a view; a zoom without a centre says nothing on its own. */
export function attributeView(center: string | null | undefined, zoom: number | string | null | undefined): MapView | null {
  const c = parseCenter(center);
  if (!c) return null;
  const z = typeof zoom === 'number' ? (Number.isInteger(zoom) ? parseZoom(String(zoom)) : null) : parseZoom(zoom);
  return { center: c, zoom: z ?? DEEP_LINK_ZOOM };
}
