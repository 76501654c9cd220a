import { microFrontendConfig } from '../tools/vite-package.mjs';

export default microFrontendConfig(import.meta.url);
