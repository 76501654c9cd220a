import { fileURLToPath } from 'node:url';
import { packageConfig } from '../tools/vite-package.mjs';

const config = packageConfig({
  dir: 'shared',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: {
    index: { file: 'src/index.ts', specifier: '@moveable/shared' },
    // single-spa glue for the pages the shell mounts: custom elements on partner pages never load it,
    // and the r2wc glue for the custom elements, which pages never load.
    lifecycles: { file: 'src/lifecycles/index.ts', specifier: '@moveable/shared/lifecycles' },
    element: { file: 'src/element/index.ts', specifier: '@moveable/shared/element' },
    // Components only some pages show: the filter bar (lists, map, embeds), menu, tabs, pagination.
    'filter-bar': { file: 'src/filter-bar/index.ts', specifier: '@moveable/shared/filter-bar' },
    widgets: { file: 'src/widgets/index.ts', specifier: '@moveable/shared/widgets' },
    // The map kit imports Leaflet: an entry of its own, so that pages without a map don't load it.
    map: { file: 'src/map/index.ts', specifier: '@moveable/shared/map' },
  },
  // Mascots, icons, manifests, sharing images: stable addresses for manifests and link previews.
  publicDir: 'public',
});

export default {
  ...config,
  build: {
    ...config.build,
    // Leaflet's CSS names three images, for its layer switcher and its default marker: neither is
    // ever shown (our markers are divIcons and circles), so they stay files instead of adding
    // 4 KB of data: URLs to every map's CSS.
    assetsInlineLimit: (file: string) => (file.includes('/leaflet/dist/images/') ? false : undefined),
  },
};
