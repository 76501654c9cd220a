// What a platform's pages name in their <head> besides texts (spec §1: the platform selects icons,
// manifest, sharing image and theme): its display name, theme colour and the files of
// shared/public, as root-absolute paths. The browser's theme (shared/src/theme/themes.ts) and the
// server's rendered head read them from here.
import { PLATFORMS, type Platform } from '../../rules/platform.ts';

/** Open Graph's recommended size: what link previews crop to without losing the sides. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where the site serves shared/public (the shared package's build folder). */
export const SHARED_ASSETS_PATH = '/shared/';

export interface PlatformHead {
  /** Display name, written in lower case as the brands are. */
  name: string;
  /** The theme's main colour (theme-color; the browser's toolbar). */
  themeColor: string;
  /** Files of shared/public by name; served under SHARED_ASSETS_PATH (see servedAsset). */
  icon: string;
  manifest: string;
  /**
   * The sharing image as a PNG (1200×630): the big link-preview consumers render no SVG. Rendered
   * from share-<platform>.svg by tools/render-share-images.mjs.
   */
  shareImage: string;
}

const THEME_COLORS: Readonly<Record<Platform, string>> = { bikeable: '#33BDCA', walkable: '#46B36B', accessable: '#FFC629' };

export const PLATFORM_HEAD: Readonly<Record<Platform, PlatformHead>> = Object.fromEntries(
  PLATFORMS.map((platform) => [
    platform,
    {
      name: platform,
      themeColor: THEME_COLORS[platform],
      icon: `icon-${platform}.svg`,
      manifest: `manifest-${platform}.webmanifest`,
      shareImage: `share-${platform}.png`,
    },
  ]),
) as Record<Platform, PlatformHead>;

/** The root-absolute address of a file of shared/public: `icon-bikeable.svg` → `/shared/icon-bikeable.svg`. */
export function servedAsset(file: string): string {
  return `${SHARED_ASSETS_PATH}${file}`;
}
