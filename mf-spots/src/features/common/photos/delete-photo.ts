// DELETE /api/photos/:id (uploader, spot author, moderator, admin).
import { apiClientFor, type PageContext } from '@moveable/shared';

export function deletePhoto(id: number, context: PageContext): Promise<void> {
  return apiClientFor(() => context).delete<void>(`/photos/${id}`);
}
