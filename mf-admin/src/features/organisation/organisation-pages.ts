// The organisation pages' chunk: creating one and managing one.
export { OrganisationCreatePage } from './organisation-create-page.tsx';
export { OrganisationPage, type OrganisationPageProps } from './organisation-page.tsx';
