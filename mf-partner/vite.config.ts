import { microFrontendConfig } from '../tools/vite-package.mjs';

// Lifecycles (src/index.tsx → @moveable/mf-partner) and <moveable-partner> (src/element.ts →
// @moveable/mf-partner/element), like the other micro-frontends.
export default microFrontendConfig(import.meta.url);
