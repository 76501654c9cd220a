// /newsletter: the subscription form, or the step a mail's link opens (?confirm=<token>,
// ?unsubscribe=<token>). The link's token stays in the URL until the person acts; "subscribe
// again" drops it (replace: back does not bring the dead link back).
import { useState } from 'react';
import { setSearchParams, useDocumentTitle, useLocation } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { TokenStep, type TokenStepKind } from './token-step.tsx';
import { useResultFocus } from './use-result-focus.ts';

function linkStep(url: URL): { kind: TokenStepKind; token: string } | null {
  const confirm = url.searchParams.get('confirm');
  if (confirm) return { kind: 'confirm', token: confirm };
  const unsubscribe = url.searchParams.get('unsubscribe');
  if (unsubscribe) return { kind: 'unsubscribe', token: unsubscribe };
  return null;
}

export function NewsletterPage() {
  const { t } = useNewsTranslation();
  const step = linkStep(useLocation());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useResultFocus<HTMLHeadingElement>(sentTo);
  // after "subscribe again" the form replaces the button that had the focus: it goes to the title
  const [restarts, setRestarts] = useState(0);
  const titleRef = useResultFocus<HTMLHeadingElement>(restarts);
  useDocumentTitle(t('newsletter.title'));

  return (
    <article className="mv-news-page mv-newsletter" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" ref={titleRef} tabIndex={-1}>
        {t('newsletter.title')}
      </h1>
      {step ? (
        <TokenStep
          key={`${step.kind}:${step.token}`}
          kind={step.kind}
          token={step.token}
          onSubscribeAgain={() => {
            setSearchParams(new URLSearchParams());
            setRestarts((n) => n + 1);
          }}
        />
      ) : sentTo ? (
        <section className="mv-newsletter-result" aria-labelledby="newsletter-sent">
          <h2 id="newsletter-sent" ref={sentRef} tabIndex={-1}>
            {t('newsletter.sent.title')}
          </h2>
          <p>{t('newsletter.sent.text', { email: sentTo })}</p>
        </section>
      ) : (
        <>
          <p className="mv-newsletter-intro">{t('newsletter.intro')}</p>
          <SubscribeForm onSubscribed={setSentTo} />
        </>
      )}
    </article>
  );
}
