// Sign in with an external provider (OpenID Connect) in the popup of spec §4/§9. The provider's
// callback comes back to /close, which tells this page and closes the popup. A browser that
// blocks popups gets the same flow in this window instead.
import { useState } from 'react';
import { buildQuery, config, href, openAuthPopup, usePageContext, type PageContext, type SessionState } from '@moveable/shared';
import { StatusMessage } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { useProviders } from './use-providers.ts';

/** The provider's client is chosen per platform and country (spec §9), so the page says which. */
export function providerLoginUrl(provider: string, redirect: string, ctx: Pick<PageContext, 'platform' | 'country'>): string {
  const query = buildQuery({ redirect, platform: ctx.platform, country: ctx.country });
  return `${config.apiBase}/auth/login/${encodeURIComponent(provider)}${query}`;
}

export function ProviderButtons({ target, onSignedIn }: { target: string; onSignedIn: (session: SessionState) => void }) {
  const { t } = useAuthTranslation();
  const providers = useProviders();
  const ctx = usePageContext();
  const [status, setStatus] = useState<string | null>(null);
  const items = providers.data ?? [];
  if (items.length === 0) return null;

  async function open(id: string) {
    setStatus('login.popupOpen');
    const result = await openAuthPopup(providerLoginUrl(id, href('/close'), ctx));
    if (result.outcome === 'signed-in') onSignedIn(result.session);
    else if (result.outcome === 'blocked') location.assign(providerLoginUrl(id, href(target), ctx));
    else setStatus('login.popupClosed');
  }

  return (
    <section className="mv-auth-providers" aria-labelledby="login-providers">
      <h2 id="login-providers">{t('login.providers')}</h2>
      <ul>
        {items.map((p) => (
          <li key={p.id}>
            <button type="button" className="ms-button ms-button--white" onClick={() => void open(p.id)}>
              {t('login.withProvider', { name: p.name })}
            </button>
          </li>
        ))}
      </ul>
      <StatusMessage>{status ? t(status) : null}</StatusMessage>
    </section>
  );
}
