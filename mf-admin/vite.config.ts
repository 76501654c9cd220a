import { microFrontendConfig } from '../tools/vite-package.mjs';

// Lifecycles (src/index.tsx → @moveable/mf-admin) and <moveable-admin-figures> (src/element.ts →
// @moveable/mf-admin/element), like the other micro-frontends.
export default microFrontendConfig(import.meta.url);
