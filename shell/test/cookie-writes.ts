// What a test's page writes into document.cookie, attributes included (jsdom's jar keeps only
// name and value), passed on to the jar as the browser would. Call in beforeEach; stop in afterEach.
export interface CookieWrites {
  /** Every string assigned to document.cookie, in order. */
  readonly written: string[];
  /** The prototype's property again. */
  stop(): void;
}

const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

export function recordCookieWrites(): CookieWrites {
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieProperty.get!.call(document) as string,
    set: (value: string) => {
      written.push(value);
      cookieProperty.set!.call(document, value);
    },
  });
  return { written, stop: () => void delete (document as { cookie?: string }).cookie };
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;
