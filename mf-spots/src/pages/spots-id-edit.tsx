// Route 'spots-id-edit' (/spots/{id}/edit): the same form, filled in.
import type { RouteParams } from '@moveable/shared';
import { EditSpotPage } from '../features/add-spot/edit-spot-page.tsx';

export { spotFormCss as css } from '../styles/spot-form.ts';

export function Page({ params }: { params: RouteParams }) {
  return <EditSpotPage id={params.id} />;
}
