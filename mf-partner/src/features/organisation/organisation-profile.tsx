// The head of an organisation's page: logo, type and premium mark, the name as the page's h1, its
// description (marked with its language: the API may answer in another than the page's), website
// and public contact address.
import { isHttpsUrl, type Organisation } from '@moveable/contract';
import { OrganisationLogo } from '../common/organisation-logo.tsx';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

export function OrganisationProfile({ organisation }: { organisation: Organisation }) {
  const { t: partnerT } = usePartnerTranslation();
  const { t } = useOrganisationTranslation();
  // The API only stores https addresses; checked again so that nothing else ever becomes a link.
  const website = organisation.website && isHttpsUrl(organisation.website) ? organisation.website : null;
  return (
    <header className="mp-profile">
      <OrganisationLogo organisation={organisation} size={96} />
      <div className="mp-profile__text">
        <p className="mp-profile__eyebrow">
          <span>{partnerT(`types.${organisation.type}`)}</span>
          {organisation.premium ? <span className="mp-badge">{t('profile.premium')}</span> : null}
        </p>
        <h1>{organisation.name}</h1>
        {organisation.description ? (
          <p className="mp-lead" lang={organisation.locale ?? undefined}>
            {organisation.description}
          </p>
        ) : null}
        {website || organisation.contactEmail ? (
          <dl className="mp-profile__contact">
            {website ? (
              <div>
                <dt>{t('profile.website')}</dt>
                <dd>
                  <a href={website} rel="noopener">
                    {hostOf(website)}
                  </a>
                </dd>
              </div>
            ) : null}
            {organisation.contactEmail ? (
              <div>
                <dt>{t('profile.contact')}</dt>
                <dd>
                  <a href={`mailto:${organisation.contactEmail}`}>{organisation.contactEmail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </header>
  );
}
