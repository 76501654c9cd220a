import { microFrontendConfig } from '../tools/vite-package.mjs';

// Lifecycles (src/index.tsx → @moveable/mf-news) and <moveable-news> (src/element.ts →
// @moveable/mf-news/element), like the other micro-frontends.
export default microFrontendConfig(import.meta.url);
