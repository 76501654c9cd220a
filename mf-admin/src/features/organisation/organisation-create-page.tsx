// /admin/organization/create: a platform administrator adds an organisation to the page's platform
// (POST /api/organisations), then continues on its edit page (area, members, invitations).
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, isPlatformCountry } from '@moveable/contract';
import { navigate, useApi, useDocumentTitle, usePageContext } from '@moveable/shared';
import { AdminPage } from '../common/admin-page.tsx';
import { OrganisationForm } from './organisation-form.tsx';
import { organisationAdminKeys } from './organisation-keys.ts';
import { emptyValues, toInput, type OrganisationValues } from './organisation-values.ts';
import { useOrganisationStyles } from './use-organisation-styles.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

function CreateForm() {
  const { t } = useOrganisationTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { platform, country } = usePageContext();
  useDocumentTitle(t('organisation.createTitle'));

  async function create(values: OrganisationValues) {
    const created = await api.post('/organisations', { body: toInput(values) });
    await queryClient.invalidateQueries({ queryKey: organisationAdminKeys.one(platform, created.slug) });
    navigate(`/admin/organization/${platform}/${created.slug}`);
  }

  return (
    <>
      <h1>{t('organisation.createTitle')}</h1>
      <OrganisationForm
        mode="create"
        platform={platform}
        initial={emptyValues(isPlatformCountry(platform, country) ? country : DEFAULT_COUNTRY)}
        platformAdmin
        onSubmit={create}
      />
    </>
  );
}

export function OrganisationCreatePage() {
  useOrganisationStyles();
  return (
    <AdminPage need={{ kind: 'admin' }}>
      <CreateForm />
    </AdminPage>
  );
}
