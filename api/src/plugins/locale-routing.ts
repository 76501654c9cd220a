// How the host a request came to spells locales in its addresses (spec §2: locales bound to
// domains, LOCALE_DOMAINS; rules/locale-domains.ts in the contract): the site's pages, their
// redirects and head, and the API's answers that name pages (sign-in redirects, page views) read
// it from here, so no place can forget the host.
import { localeRoutingFor, type LocaleDomains, type LocaleRouting } from '@moveable/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    localeRoutingOf: (request: FastifyRequest) => LocaleRouting;
  }
}

export default fp<{ localeDomains: LocaleDomains }>(
  async function localeRoutingPlugin(app: FastifyInstance, { localeDomains }) {
    app.decorate('localeRoutingOf', (request: FastifyRequest) => localeRoutingFor(request.host, `${request.protocol}:`, localeDomains));
  },
  { name: 'locale-routing' },
);
