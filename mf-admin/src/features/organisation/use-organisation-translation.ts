// The organisation pages' texts: the 'admin' namespace, keys under organisation.
export { useAdminTranslation as useOrganisationTranslation } from '../common/use-admin-translation.ts';
