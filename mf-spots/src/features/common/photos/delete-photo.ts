// DELETE /api/photos/:id (uploader, spot author, moderator, admin).
import { apiClientFor, type PageContext } from '@moveable/shared';

export async function deletePhoto(id: number, context: PageContext): Promise<void> {
  await apiClientFor(() => context).delete('/photos/:id', { params: { id } });
}
