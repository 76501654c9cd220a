// Views of /admin that the spec's route table does not name (it has one admin route for the
// dashboard): `?view=catalogue` shows the categories and regions. A query parameter keeps each
// a URL to share and lets "back" work, without inventing routes.
export const CATALOGUE_VIEW = 'catalogue';

export function viewOf(search: string): string | null {
  return new URLSearchParams(search).get('view');
}
