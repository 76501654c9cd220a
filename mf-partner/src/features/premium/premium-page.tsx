// /premium: what towns and partners get with premium (official answers, their page with
// statistics, widgets for their website, news, alerts), a link to the widget configurator, and
// the request form; once sent, a thank-you that takes the focus.
import { useEffect, useRef, useState } from 'react';
import { Link, useDocumentTitle } from '@moveable/shared';
import premiumCss from '../../styles/premium.css?inline';
import { useChunkStyles } from '../common/use-chunk-styles.ts';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { PremiumForm } from './premium-form.tsx';

const OFFERS = ['answers', 'page', 'widgets', 'news', 'alerts'] as const;

export function PremiumPage() {
  useChunkStyles(premiumCss);
  const { t } = usePartnerTranslation();
  useDocumentTitle(t('premium.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  return (
    <div className="mp-page mp-premium">
      <h1>{t('premium.title')}</h1>
      <p className="mp-lead">{t('premium.lead')}</p>
      <section aria-labelledby="premium-offers-title">
        <h2 id="premium-offers-title">{t('premium.offersHeading')}</h2>
        <ul className="mp-offers">
          {OFFERS.map((offer) => (
            <li key={offer} className="mp-offer">
              <h3>{t(`premium.offers.${offer}.title`)}</h3>
              <p>{t(`premium.offers.${offer}.text`)}</p>
              {offer === 'widgets' ? <Link to="/premium/iframe">{t('premium.toConfigurator')}</Link> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="mp-premium__request" aria-labelledby="premium-form-title">
        <h2 id="premium-form-title">{t('premium.form.heading')}</h2>
        {sentTo ? (
          <div className="mp-premium__sent">
            <h3 ref={sentRef} tabIndex={-1}>
              {t('premium.sent.title')}
            </h3>
            <p>{t('premium.sent.text', { email: sentTo })}</p>
          </div>
        ) : (
          <>
            <p>{t('premium.form.intro')}</p>
            <PremiumForm onSent={setSentTo} />
          </>
        )}
      </section>
    </div>
  );
}
