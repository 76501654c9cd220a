// The organisation's members (its administrators and the platform's): a table with each one's
// address, role (changed in place) and since when, and removal after a question. The last
// administrator stays: the server says so (409 last_admin) and the page tells why.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORGANISATION_ROLES, type OrganisationMember, type OrganisationRole, type Platform } from '@moveable/contract';
import { ApiError, Spinner, usePageContext } from '@moveable/shared';
import { ConfirmAction } from './confirm-action.tsx';
import { formatDate } from './format.ts';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';
import { useMembers } from './use-members.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

interface Message {
  text: string;
  alert: boolean;
}

export function MembersSection({ platform, slug }: { platform: Platform; slug: string }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const api = useOrganisationApi(platform);
  const queryClient = useQueryClient();
  const members = useMembers(platform, slug);
  const [message, setMessage] = useState<Message | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: organisationAdminKeys.members(platform, slug) });
  const failed = (error: unknown, member: OrganisationMember) =>
    setMessage({
      alert: true,
      text:
        error instanceof ApiError && error.code === 'last_admin'
          ? t('organisation.members.lastAdmin', { name: member.username })
          : t('organisation.members.error'),
    });

  async function changeRole(member: OrganisationMember, role: OrganisationRole) {
    setMessage(null);
    try {
      await api.patch('/organisations/:slug/members/:userId', { params: { slug, userId: member.userId }, body: { role } });
      setMessage({
        alert: false,
        text: t('organisation.members.roleChanged', { name: member.username, role: t(`organisation.members.roles.${role}`) }),
      });
    } catch (error) {
      failed(error, member);
    }
    await refresh();
  }

  async function remove(member: OrganisationMember) {
    setMessage(null);
    try {
      await api.delete('/organisations/:slug/members/:userId', { params: { slug, userId: member.userId } });
      setMessage({ alert: false, text: t('organisation.members.removed', { name: member.username }) });
    } catch (error) {
      failed(error, member);
    }
    await refresh();
  }

  return (
    <>
      <p role="status" className="ma-field__hint">
        {message && !message.alert ? message.text : null}
      </p>
      <p role="alert" className="ma-form__alert">
        {message?.alert ? message.text : null}
      </p>
      {members.isPending ? (
        <Spinner size="sm" />
      ) : members.isError ? (
        <p role="alert">{t('organisation.members.error')}</p>
      ) : members.data.items.length === 0 ? (
        <p>{t('organisation.members.empty')}</p>
      ) : (
        <table className="ma-table">
          <caption>{t('organisation.members.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('organisation.members.username')}</th>
              <th scope="col">{t('organisation.members.email')}</th>
              <th scope="col">{t('organisation.members.role')}</th>
              <th scope="col">{t('organisation.members.since')}</th>
              <th scope="col">{t('organisation.members.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.data.items.map((member) => (
              <tr key={member.userId}>
                <th scope="row">{member.username}</th>
                <td>{member.email}</td>
                <td>
                  <select
                    aria-label={t('organisation.members.roleOf', { name: member.username })}
                    value={member.role}
                    onChange={(e) => void changeRole(member, e.target.value as OrganisationRole)}
                  >
                    {ORGANISATION_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`organisation.members.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{formatDate(member.since, locale)}</td>
                <td>
                  <ConfirmAction
                    label={t('organisation.members.remove', { name: member.username })}
                    question={t('organisation.members.confirmRemove', { name: member.username })}
                    confirm={t('organisation.members.confirm')}
                    cancel={t('organisation.members.cancel')}
                    onConfirm={() => remove(member)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
