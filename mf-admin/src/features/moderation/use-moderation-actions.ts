// The moderator's actions on a reported item: hide (with a note to the author), restore, dismiss
// the reports, merge a duplicate spot, block or unblock the author. Each refreshes the queue and the audit log afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportedItem } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { adminKeys } from '../common/admin-keys.ts';
import { moderationKeys } from './moderation-keys.ts';

type Subject = Pick<ReportedItem, 'subjectType' | 'subjectId'>;

export function useModerationActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { platform } = usePageContext();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.all(platform) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit(platform) }),
    ]);

  const hide = useMutation({
    mutationFn: ({ subject, note }: { subject: Subject; note: string }) =>
      subject.subjectType === 'comment'
        ? api.post('/admin/comments/:id/hide', { params: { id: subject.subjectId }, body: { note } })
        : api.post('/admin/spots/:id/hide', { params: { id: subject.subjectId }, body: { note } }),
    onSuccess,
  });
  const restore = useMutation({
    mutationFn: (subject: Subject) =>
      subject.subjectType === 'comment'
        ? api.post('/admin/comments/:id/restore', { params: { id: subject.subjectId } })
        : api.post('/admin/spots/:id/restore', { params: { id: subject.subjectId } }),
    onSuccess,
  });
  const dismiss = useMutation({
    mutationFn: (subject: Subject) =>
      api.post('/admin/reports/resolve', { body: { subjectType: subject.subjectType, subjectId: subject.subjectId } }),
    onSuccess,
  });
  const merge = useMutation({
    mutationFn: ({ spotId, into }: { spotId: number; into: number }) =>
      api.post('/admin/spots/:id/merge', { params: { id: spotId }, body: { into } }),
    onSuccess,
  });
  // The author's account: blocking ends their sessions at once (api/README.md, "Roles").
  const block = useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? api.put('/users/:id/block', { params: { id: userId } }) : api.delete('/users/:id/block', { params: { id: userId } }),
    onSuccess,
  });
  return { hide, restore, dismiss, merge, block };
}
