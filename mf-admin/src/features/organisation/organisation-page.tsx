// /admin/organization/{platformName}/{slug}: one organisation for the platform's administrators and
// its own members. Administrators (of the platform or of the organisation) get the profile form,
// the area (a slot: the area editor is built elsewhere), members, invitations and the answer
// templates and the API keys (Open311); a member who is not an administrator sees the profile and the templates read only,
// and the notification settings (a slot too: built elsewhere).
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isPlatform, type Platform } from '@moveable/contract';
import { ApiError, ErrorScreen, NotFoundScreen, Spinner, useDocumentTitle, useSession } from '@moveable/shared';
import { AdminPage } from '../common/admin-page.tsx';
import { InviteSection } from './invite-section.tsx';
import { MembersSection } from './members-section.tsx';
import { OrganisationForm } from './organisation-form.tsx';
import { organisationAdminKeys } from './organisation-keys.ts';
import { toPatch, valuesOf, type OrganisationValues } from './organisation-values.ts';
import { ProfileView } from './profile-view.tsx';
import { TemplatesSection } from './templates-section.tsx';
import { useOrganisationApi } from './use-organisation-api.ts';
import { useOrganisationDetail } from './use-organisation-detail.ts';
import { useOrganisationStyles } from './use-organisation-styles.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';
import { WebhooksSection } from './webhooks/webhooks-section.tsx';

export interface OrganisationPageProps {
  platformName: string;
  slug: string;
  /** The area editor (regions or a drawn polygon), for those who manage the organisation. */
  areaSection?: ReactNode;
  /** The notification settings, for every member. */
  alertsSection?: ReactNode;
  /** The API keys for Open311 (api-keys/), for those who manage the organisation: a chunk of its own. */
  apiKeysSection?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ma-org-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function OrganisationAdmin({
  platform,
  slug,
  areaSection,
  alertsSection,
  apiKeysSection,
}: Omit<OrganisationPageProps, 'platformName'> & { platform: Platform }) {
  const { t } = useOrganisationTranslation();
  const { user } = useSession();
  const api = useOrganisationApi(platform);
  const queryClient = useQueryClient();
  const detail = useOrganisationDetail(platform, slug);
  useDocumentTitle(detail.data ? t('organisation.editTitle', { name: detail.data.name }) : null);

  if (detail.isPending) return <Spinner size="md" />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.statusCode === 404) return <NotFoundScreen />;
    return <ErrorScreen error={detail.error} message={t('organisation.loadError')} onRetry={() => detail.refetch()} />;
  }
  const organisation = detail.data;
  const platformAdmin = user?.role === 'admin';
  const manages =
    platformAdmin ||
    (user?.memberships.some((m) => m.organisation.platform === platform && m.organisation.slug === slug && m.role === 'admin') ?? false);

  async function save(values: OrganisationValues) {
    await api.patch('/organisations/:slug', { params: { slug }, body: toPatch(values, platformAdmin) });
    await queryClient.invalidateQueries({ queryKey: organisationAdminKeys.one(platform, slug) });
  }

  return (
    <>
      <h1>{t('organisation.editTitle', { name: organisation.name })}</h1>
      <Section id="organisation-profile" title={t('organisation.sections.profile')}>
        {manages ? (
          <OrganisationForm mode="edit" platform={platform} initial={valuesOf(organisation)} platformAdmin={platformAdmin} onSubmit={save} />
        ) : (
          <ProfileView organisation={organisation} />
        )}
      </Section>
      {/* a section of its own with its heading (features/area) */}
      {manages ? areaSection : null}
      {manages ? (
        <>
          <Section id="organisation-members" title={t('organisation.sections.members')}>
            <MembersSection platform={platform} slug={slug} />
          </Section>
          <Section id="organisation-invite" title={t('organisation.sections.invite')}>
            <InviteSection platform={platform} slug={slug} />
          </Section>
          {apiKeysSection ? (
            <Section id="organisation-api-keys" title={t('organisation.sections.apiKeys')}>
              {apiKeysSection}
            </Section>
          ) : null}
        </>
      ) : null}
      <Section id="organisation-templates" title={t('organisation.sections.templates')}>
        <TemplatesSection platform={platform} slug={slug} editable={manages} />
      </Section>
      {manages ? <WebhooksSection platform={platform} slug={slug} /> : null}
      {alertsSection ? (
        <Section id="organisation-alerts" title={t('organisation.sections.alerts')}>
          {alertsSection}
        </Section>
      ) : null}
    </>
  );
}

export function OrganisationPage({ platformName, slug, areaSection, alertsSection, apiKeysSection }: OrganisationPageProps) {
  useOrganisationStyles();
  if (!isPlatform(platformName)) return <NotFoundScreen />;
  return (
    <AdminPage need={{ kind: 'organisation', platform: platformName, slug }}>
      <OrganisationAdmin
        platform={platformName}
        slug={slug}
        areaSection={areaSection}
        alertsSection={alertsSection}
        apiKeysSection={apiKeysSection}
      />
    </AdminPage>
  );
}
