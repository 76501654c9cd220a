// Sends the kept drafts of the signed-in person: when a spots page opens, when the browser is
// back online, every minute while it is, and when asked ("Send now"). What happened is told in a
// toast: the spot published (with a link to it), or refused (with the way to fix it). The spots
// pages load this only while some draft is kept (routes.tsx, drafts-signal.ts).
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiScope, navigate, spotPath, toasts, usePageContext, useSession } from '@moveable/shared';
import { spotKeys } from '../../common/spot-data/spot-keys.ts';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { sendWaitingDrafts, type DraftResult } from './send-waiting-drafts.ts';
import { SEND_DRAFTS_EVENT } from './send-now.ts';
import { isOnline } from './use-online.ts';

const RETRY_MS = 60_000;

export function DraftSender() {
  const { t } = useSpotsTranslation();
  const context = usePageContext();
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const running = useRef(false);

  const tell = useCallback(
    ({ draft, outcome }: DraftResult) => {
      const title = draft.values.title.trim();
      if (outcome.kind === 'sent') {
        toasts.show(t('add.drafts.sent', { title }), {
          tone: 'success',
          duration: Infinity,
          action: { label: t('add.drafts.open'), run: () => navigate(spotPath(outcome.spot.id)) },
        });
      } else if (outcome.kind === 'refused') {
        toasts.show(t('add.drafts.refusedToast', { title }), {
          tone: 'error',
          duration: Infinity,
          action: { label: t('add.drafts.fix'), run: () => navigate('/addSpot') },
        });
      }
    },
    [t],
  );

  const send = useCallback(async () => {
    if (userId === null || running.current || !isOnline()) return;
    running.current = true;
    try {
      const results = await sendWaitingDrafts(userId, context);
      results.forEach(tell);
      if (results.some((r) => r.outcome.kind === 'sent')) await queryClient.invalidateQueries({ queryKey: spotKeys.lists(apiScope(context)) });
    } catch (error) {
      console.warn('moveable: the spot drafts could not be sent', error);
    } finally {
      running.current = false;
    }
  }, [userId, context, queryClient, tell]);

  useEffect(() => {
    void send();
    const timer = setInterval(() => void send(), RETRY_MS);
    const now = () => void send();
    window.addEventListener('online', now);
    window.addEventListener(SEND_DRAFTS_EVENT, now);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', now);
      window.removeEventListener(SEND_DRAFTS_EVENT, now);
    };
  }, [send]);

  return null;
}
