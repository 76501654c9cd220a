// What globalSetup hands to test files (tools/vitest-api-server.ts → tools/vitest-setup.ts).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl?: string;
  }
}
