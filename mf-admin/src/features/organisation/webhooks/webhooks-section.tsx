// The "Webhooks" section of an organisation's page (issue 15), for its administrators and the
// platform's. A chunk of its own with its texts: the organisation page's members never load it.
import { Suspense, lazy } from 'react';
import type { Platform } from '@moveable/contract';
import { Spinner } from '@moveable/shared';
import { loadTexts } from '../../../i18n/index.ts';
import { adminParts } from '../../../i18n/parts.ts';

const WebhooksPanel = lazy(() =>
  Promise.all([import('./webhooks-panel.tsx'), loadTexts(adminParts.webhooks!)]).then(([module]) => ({ default: module.WebhooksPanel })),
);

export function WebhooksSection({ platform, slug }: { platform: Platform; slug: string }) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <WebhooksPanel platform={platform} slug={slug} />
    </Suspense>
  );
}
