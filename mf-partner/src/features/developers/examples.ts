// The developers' examples as curl commands against this site's API: every address absolute, the
// §7 headers of the page's platform and country where the endpoint reads them. Pure: the page's
// API base, platform and country come in.
export const EXAMPLE_KINDS = ['exports', 'open311', 'feeds', 'webhooks', 'reference'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

export interface ExampleSite {
  /** The API's base URL ('https://bikeable.ch/api'). */
  apiBase: string;
  platform: string;
  /** Two-letter code or 'world'. */
  country: string;
}

/** Single quotes for a POSIX shell: the value as one word, whatever it holds. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function examples({ apiBase, platform, country }: ExampleSite): Record<ExampleKind, string> {
  const api = apiBase.replace(/\/+$/, '');
  const site = `-H ${shellQuote(`moveable-platform: ${platform}`)} -H ${shellQuote(`moveable-countrycode: ${country}`)}`;
  return {
    exports: [
      `curl ${site} ${shellQuote(`${api}/spots.csv?famed=false&begin=2026-01-01`)} -o spots.csv`,
      `curl ${site} ${shellQuote(`${api}/spots.geojson?fixed=false&bbox=8.45,47.32,8.63,47.43`)} -o spots.geojson`,
    ].join('\n'),
    open311: [
      `curl ${site} ${shellQuote(`${api}/open311/v2/services.json`)}`,
      `curl ${site} ${shellQuote(`${api}/open311/v2/requests.json?status=open&start_date=2026-01-01T00:00:00Z`)}`,
      `curl ${site} -X POST ${shellQuote(`${api}/open311/v2/requests.json`)} \\`,
      `  --data-urlencode api_key="$API_KEY" --data-urlencode service_code=crossing \\`,
      `  --data-urlencode lat=47.3769 --data-urlencode long=8.5417 --data-urlencode description='…'`,
    ].join('\n'),
    feeds: [`curl ${shellQuote(`${api}/organisations/{organisation}/spots.atom`)}`, `curl ${shellQuote(`${api}/regions/{region}/spots.rss`)}`].join(
      '\n',
    ),
    webhooks: [
      '# Moveable-Signature: t=<unix time>,v1=<hex>; v1 = HMAC-SHA256(secret, "<t>.<body>")',
      `printf '%s.%s' "$T" "$BODY" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET"`,
    ].join('\n'),
    reference: `curl ${shellQuote(`${api}/openapi.json`)}`,
  };
}
