// The profile as a member who is not an administrator sees it: read only.
import type { Organisation } from '@moveable/contract';
import { countryName, photoSrcset, photoUrl, usePageContext } from '@moveable/shared';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export function ProfileView({ organisation }: { organisation: Organisation }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const none = t('organisation.profile.none');
  const country = countryName(organisation.country, locale) ?? organisation.country;
  return (
    <div className="ma-profile">
      {organisation.logo ? (
        <img
          src={photoUrl(organisation.logo)}
          srcSet={photoSrcset(organisation.logo)}
          sizes="10rem"
          width={organisation.logo.width}
          height={organisation.logo.height}
          alt={t('organisation.form.logo.current')}
          style={{ maxWidth: '10rem', height: 'auto' }}
        />
      ) : null}
      <p lang={organisation.locale ?? undefined}>{organisation.description ?? t('organisation.profile.noDescription')}</p>
      <dl>
        <dt>{t('organisation.profile.type')}</dt>
        <dd>{t(`organisation.form.types.${organisation.type}`)}</dd>
        <dt>{t('organisation.profile.country')}</dt>
        <dd>{country}</dd>
        <dt>{t('organisation.profile.website')}</dt>
        <dd>{organisation.website ? <a href={organisation.website}>{organisation.website}</a> : none}</dd>
        <dt>{t('organisation.profile.contactEmail')}</dt>
        <dd>{organisation.contactEmail ? <a href={`mailto:${organisation.contactEmail}`}>{organisation.contactEmail}</a> : none}</dd>
        <dt>{t('organisation.profile.premium')}</dt>
        <dd>{organisation.premium ? t('organisation.profile.yes') : t('organisation.profile.no')}</dd>
      </dl>
    </div>
  );
}
