// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Features never import each other: a page that shows several (the spot page with its
// discussion) is put together here.
import { useRoute } from '@moveable/shared';
import { HomePage } from './features/home/home-page.tsx';
import { SpotListPage } from './features/list/spot-list-page.tsx';
import { SpotDetailPage } from './features/detail/spot-detail-page.tsx';
import { CommentsSection } from './features/comments/comments-section.tsx';
import { LegacyRedirect } from './features/legacy/legacy-redirect.tsx';
import { OrganisationSpots } from './features/embed/organisation-spots.tsx';
import { AddSpotPage } from './features/add-spot/add-spot-page.tsx';
import { EditSpotPage } from './features/add-spot/edit-spot-page.tsx';
import { NotFound } from './features/common/not-found.tsx';

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'index':
      return <HomePage />;
    case 'spots':
    case 'entries':
      return <SpotListPage />;
    case 'spots-id':
      // keyed: another spot is another page (state, focus, title)
      return (
        <SpotDetailPage
          key={route.params.id}
          id={route.params.id}
          renderComments={(spotId, viewer, { writeFieldId }) => <CommentsSection spotId={spotId} viewer={viewer} writeFieldId={writeFieldId} />}
        />
      );
    case 'entries-oldId':
      return <LegacyRedirect key={route.params.oldId} oldId={route.params.oldId} />;
    case 'embed-spots-organisation':
      return <OrganisationSpots key={route.params.organisation} organisation={route.params.organisation} headingLevel={1} />;
    case 'addSpot':
      return <AddSpotPage />;
    case 'spots-id-edit':
      return <EditSpotPage key={route.params.id} id={route.params.id} />;
    default:
      return <NotFound />;
  }
}
