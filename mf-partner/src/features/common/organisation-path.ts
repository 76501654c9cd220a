// Where an organisation's page is (spec §2): towns under /town/{name}, partners and sponsors under
// /partners/{name}; {name} is the slug.
import type { OrganisationType } from '@moveable/contract';

export function organisationPath({ type, slug }: { type: OrganisationType; slug: string }): string {
  return `${type === 'town' ? '/town' : '/partners'}/${encodeURIComponent(slug)}`;
}
