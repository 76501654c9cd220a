// A build of browser code fails when it bundles the contract's schemas: zod in a page bundle
// means a value was taken from a contract module that builds schemas (constants and rules live
// in modules of their own; the browser needs only those and types).
const SERVER_ONLY = /\/node_modules\/zod\//;

/** @returns {import('vite').Plugin} */
export function noServerCode() {
  return {
    name: 'moveable-no-server-code',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const offending = Object.keys(chunk.modules).find((id) => SERVER_ONLY.test(id));
        if (offending) {
          this.error(`${chunk.fileName} bundles ${offending}: import only constants, rules and types from @moveable/contract in browser code.`);
        }
      }
    },
  };
}
