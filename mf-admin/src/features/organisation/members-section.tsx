// The organisation's members (its administrators and the platform's): a table with each one's
// address, role (changed in place) and since when, and removal after a question. The last
// administrator stays: the server says so (409 last_admin) and the page tells why.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORGANISATION_ROLES, type OrganisationMember, type OrganisationRole, type Platform } from '@moveable/contract';
import { ApiError, Button, Spinner, usePageContext } from '@moveable/shared';
import { ConfirmAction } from './confirm-action.tsx';
import { formatDate } from './format.ts';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';
import { useMembers } from './use-members.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

/**
 * A role is chosen, then saved with its button: a select that saved on change would change the
 * role at every arrow key of someone moving through the options with the keyboard.
 */
function RoleChoice({ member, onSave }: { member: OrganisationMember; onSave: (role: OrganisationRole) => Promise<boolean> }) {
  const { t } = useOrganisationTranslation();
  const [role, setRole] = useState<OrganisationRole>(member.role);
  const [busy, setBusy] = useState(false);
  // The stored role wins when it changes; a refused change goes back to it (above).
  useEffect(() => setRole(member.role), [member.role]);
  return (
    <div className="ma-actions">
      <select
        aria-label={t('organisation.members.roleOf', { name: member.username })}
        value={role}
        onChange={(e) => setRole(e.target.value as OrganisationRole)}
      >
        {ORGANISATION_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`organisation.members.roles.${option}`)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        disabled={busy || role === member.role}
        onClick={() => {
          setBusy(true);
          void onSave(role).then((saved) => {
            setBusy(false);
            if (!saved) setRole(member.role);
          });
        }}
      >
        {t('organisation.members.saveRole', { name: member.username })}
      </Button>
    </div>
  );
}

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

  async function changeRole(member: OrganisationMember, role: OrganisationRole): Promise<boolean> {
    setMessage(null);
    let saved = false;
    try {
      await api.patch('/organisations/:slug/members/:userId', { params: { slug, userId: member.userId }, body: { role } });
      setMessage({
        alert: false,
        text: t('organisation.members.roleChanged', { name: member.username, role: t(`organisation.members.roles.${role}`) }),
      });
      saved = true;
    } catch (error) {
      failed(error, member);
    }
    await refresh();
    return saved;
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
                  <RoleChoice member={member} onSave={(role) => changeRole(member, role)} />
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
