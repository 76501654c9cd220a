// The page a mail's link opens (?confirm= or ?unsubscribe=). Opening it changes nothing: mail
// scanners open links, so only the button POSTs the token. The result replaces the button and
// takes the focus.
import { useState } from 'react';
import { Button, SubmitButton, useApi, useSubmitState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { describeNewsletterError } from './newsletter-errors.ts';
import { useResultFocus } from './use-result-focus.ts';

export type TokenStepKind = 'confirm' | 'unsubscribe';

type Outcome = { ok: true } | { ok: false; key: string };

export function TokenStep({ kind, token, onSubscribeAgain }: { kind: TokenStepKind; token: string; onSubscribeAgain: () => void }) {
  const { t } = useNewsTranslation();
  const api = useApi();
  const submit = useSubmitState();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultRef = useResultFocus<HTMLHeadingElement>(outcome);

  async function send() {
    try {
      if (kind === 'confirm') await api.post('/newsletter/confirm', { body: { token } });
      else await api.post('/newsletter/unsubscribe', { body: { token } });
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, key: describeNewsletterError(error).key });
      throw error;
    }
  }

  if (outcome?.ok)
    return (
      <section className="mv-newsletter-result" aria-labelledby="newsletter-result">
        <h2 id="newsletter-result" ref={resultRef} tabIndex={-1}>
          {t(`newsletter.${kind}.done`)}
        </h2>
        <p>{t(`newsletter.${kind}.doneText`)}</p>
      </section>
    );

  return (
    <section className="mv-newsletter-step" aria-labelledby="newsletter-step">
      <h2 id="newsletter-step">{t(`newsletter.${kind}.title`)}</h2>
      <p>{t(`newsletter.${kind}.text`)}</p>
      {outcome && !outcome.ok ? (
        <div className="mv-newsletter-result mv-newsletter-result--error" role="alert">
          <h3 ref={resultRef} tabIndex={-1}>
            {t(`newsletter.${kind}.failed`)}
          </h3>
          <p>{t(outcome.key)}</p>
          {kind === 'confirm' && /token_(invalid|expired)$/.test(outcome.key) ? (
            <Button variant="dark" onClick={onSubscribeAgain}>
              {t('newsletter.subscribeAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <SubmitButton state={submit.state} type="button" title={t(`newsletter.${kind}.button`)} errorShownElsewhere onClick={() => submit.run(send)} />
    </section>
  );
}
