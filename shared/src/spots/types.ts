// The spot API's JSON shapes: the contract's types (the schemas the API validates and serialises
// with), named here for the list, the detail, the map and partner embeds, which all read the same
// answers and share the query cache.
export type {
  Address,
  Category,
  LatLng,
  OfficialAnswer,
  OfficialAnswerStatus,
  Organisation,
  Photo,
  Region,
  RegionRef,
  SpotAuthor,
  SpotDetail,
  SpotPage,
  SpotSummary,
  SpotViewer,
} from '@moveable/contract';
export { OFFICIAL_ANSWER_STATUSES } from '@moveable/contract';
