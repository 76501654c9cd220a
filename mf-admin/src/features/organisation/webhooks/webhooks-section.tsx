// The "Webhooks" section of an organisation's page (issue 15), for its administrators and the
// platform's. A chunk of its own that loads its texts itself (webhooks-panel.tsx): the organisation
// page carries only this placeholder, and its members never load the section. The panel gets the
// page's API client and confirm button from here rather than importing them: a module shared by
// the page's chunk and the panel's would make the bundler give the page a runtime chunk (0.5 kB
// over the admin pages' budget).
import { Suspense, lazy } from 'react';
import type { Platform } from '@moveable/contract';
import { Spinner } from '@moveable/shared';
import { ConfirmAction } from '../confirm-action.tsx';
import { useOrganisationApi } from '../use-organisation-api.ts';

const WebhooksPanel = lazy(() => import('./webhooks-panel.tsx').then((module) => module.textsReady.then(() => ({ default: module.WebhooksPanel }))));

export function WebhooksSection({ platform, slug }: { platform: Platform; slug: string }) {
  const api = useOrganisationApi(platform);
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <WebhooksPanel platform={platform} slug={slug} api={api} Confirm={ConfirmAction} />
    </Suspense>
  );
}
