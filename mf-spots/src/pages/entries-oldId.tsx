// Route 'entries-oldId' (/entries/{oldId}): an old link, redirected to the spot's page.
import type { RouteParams } from '@moveable/shared';
import { LegacyRedirect } from '../features/legacy/legacy-redirect.tsx';

export function Page({ params }: { params: RouteParams }) {
  return <LegacyRedirect oldId={params.oldId} />;
}
