// The SSRF guard of webhooks: an organisation's administrator chooses where our server sends
// requests, so the server must never be made to call into its own network (metadata services,
// databases, admin ports). In production a webhook URL is https and its host must resolve only to
// public addresses; the check runs when the webhook is registered and again on every connection
// (the lookup of guardedLookup), so a name that later resolves to 10.0.0.1 (DNS rebinding) is
// refused at delivery. WEBHOOKS_ALLOW_PRIVATE_TARGETS (development and tests; refused in
// production by config.ts) lifts both rules, so a receiver on localhost works.
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** Loopback, private, link-local, shared, documentation, multicast or reserved: not a public host. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // ::ffff:10.0.0.1 reaches 10.0.0.1.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export class WebhookTargetError extends Error {}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Refuses what no resolution can make acceptable: not http(s), credentials, http or private literals in production. */
export function checkWebhookUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookTargetError('url must be an absolute https URL');
  }
  const host = bareHost(url.hostname);
  // Plain http only to this machine, and only where private targets are allowed (development).
  const loopback = host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) !== 0 && /^(127\.|::1$)/.test(host));
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:' && loopback)) {
    throw new WebhookTargetError(allowPrivate ? 'url must be an https URL (http only to localhost)' : 'url must be an https URL');
  }
  if (url.username || url.password) throw new WebhookTargetError('url must not carry a user name or password');
  if (!allowPrivate) {
    if (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host.endsWith('.local') ||
      host.endsWith('.internal') ||
      (!host.includes('.') && net.isIP(host) === 0)
    ) {
      throw new WebhookTargetError('url must name a public host');
    }
    if (net.isIP(host) !== 0 && isPrivateAddress(host)) throw new WebhookTargetError('url must not point to a private or local address');
  }
  return url;
}

/** The registration's check: the URL's rules, then every address its host resolves to. */
export async function checkWebhookTarget(text: string, allowPrivate: boolean): Promise<URL> {
  const url = checkWebhookUrl(text, allowPrivate);
  if (allowPrivate) return url;
  const host = bareHost(url.hostname);
  if (net.isIP(host) !== 0) return url;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new WebhookTargetError(`url's host ${host} does not resolve`);
  }
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new WebhookTargetError('url must not point to a private or local address');
  }
  return url;
}

/** The lookup for http(s).request: resolves like dns.lookup and refuses private addresses. */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))) {
        return callback(Object.assign(new Error(`${hostname} resolves to a private or local address`), { code: 'EPRIVATE' }), '', 0);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
