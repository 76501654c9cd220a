// Invite by e-mail (POST /api/users/invite into this organisation, with a role) and the pending
// invitations with their revocation (DELETE /api/organisations/{slug}/invitations/{id}): the link
// stops working at once.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORGANISATION_ROLES, type OrganisationInvitation, type OrganisationRole, type Platform } from '@moveable/contract';
import { ApiError, Spinner, SubmitButton, useFieldErrors, usePageContext, useSubmitState } from '@moveable/shared';
import { ConfirmAction } from './confirm-action.tsx';
import { FieldError, invalidProps } from './field-error.tsx';
import { formatDate } from './format.ts';
import { organisationAdminKeys } from './organisation-keys.ts';
import { useOrganisationApi } from './use-organisation-api.ts';
import { useInvitations } from './use-members.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

const INVITE_FIELDS = ['email', 'role'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function inviteErrorKey(error: unknown): { key: string; field?: 'email' } {
  if (error instanceof ApiError) {
    if (error.code === 'email_taken') return { key: 'organisation.invite.errors.emailTaken', field: 'email' };
    if (error.statusCode === 400 && error.field === 'email') return { key: 'organisation.invite.errors.email', field: 'email' };
    if (error.statusCode === 403) return { key: 'organisation.invite.errors.forbidden' };
    if (error.statusCode === 429) return { key: 'organisation.invite.errors.rate_limited' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' };
  return { key: 'organisation.invite.errors.generic' };
}

export function InviteSection({ platform, slug }: { platform: Platform; slug: string }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const api = useOrganisationApi(platform);
  const queryClient = useQueryClient();
  const invitations = useInvitations(platform, slug);
  const errors = useFieldErrors(INVITE_FIELDS);
  const submit = useSubmitState();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>('member');
  const [status, setStatus] = useState('');
  const emailId = useId();
  const roleId = useId();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organisationAdminKeys.invitations(platform, slug) }),
      // Someone with an account joins at once.
      queryClient.invalidateQueries({ queryKey: organisationAdminKeys.members(platform, slug) }),
    ]);

  async function send() {
    setStatus('');
    const address = email.trim();
    if (!EMAIL.test(address)) {
      errors.show({ email: 'organisation.invite.errors.email' });
      throw new Error('invalid form');
    }
    try {
      await api.post('/users/invite', { body: { email: address, organisation: slug, role } });
    } catch (error) {
      const text = inviteErrorKey(error);
      if (text.field) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    setEmail('');
    setStatus(t('organisation.invite.sent', { email: address }));
    await refresh();
  }

  async function revoke(invitation: OrganisationInvitation) {
    setStatus('');
    try {
      await api.delete('/organisations/:slug/invitations/:id', { params: { slug, id: invitation.id } });
      setStatus(t('organisation.invite.revoked', { email: invitation.email }));
    } catch {
      errors.show({}, 'organisation.invite.errors.generic');
    }
    await refresh();
  }

  return (
    <>
      <p>{t('organisation.invite.intro')}</p>
      <form
        noValidate
        className="ms-form ma-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit.run(send);
        }}
      >
        <div className="ma-field">
          <label htmlFor={emailId}>{t('organisation.invite.email')}</label>
          <input
            id={emailId}
            ref={errors.register('email')}
            type="email"
            autoComplete="off"
            required
            aria-required
            maxLength={254}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              errors.clear('email');
            }}
            {...invalidProps(emailId, errors.fields.email)}
          />
          <FieldError fieldId={emailId} message={errors.fields.email} />
        </div>
        <div className="ma-field">
          <label htmlFor={roleId}>{t('organisation.invite.role')}</label>
          <select id={roleId} ref={errors.register('role')} value={role} onChange={(e) => setRole(e.target.value as OrganisationRole)}>
            {ORGANISATION_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`organisation.members.roles.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <p ref={errors.alertRef} className="ma-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
          {errors.form ? t(errors.form) : null}
        </p>
        <SubmitButton state={submit.state} title={t('organisation.invite.send')} errorShownElsewhere />
      </form>
      <p role="status" className="ma-field__hint">
        {status}
      </p>
      <h3>{t('organisation.invite.pending')}</h3>
      {invitations.isPending ? (
        <Spinner size="sm" />
      ) : invitations.isError || invitations.data.items.length === 0 ? (
        <p>{t('organisation.invite.none')}</p>
      ) : (
        <ul className="ma-list" aria-label={t('organisation.invite.pending')}>
          {invitations.data.items.map((invitation) => (
            <li key={invitation.id}>
              <p>
                <strong>{invitation.email}</strong> · {t(`organisation.members.roles.${invitation.role}`)}
                {invitation.invitedBy ? ` · ${t('organisation.invite.invitedBy', { name: invitation.invitedBy.username })}` : ''} ·{' '}
                {t('organisation.invite.expires', { date: formatDate(invitation.expiresAt, locale) })}
              </p>
              <ConfirmAction
                label={t('organisation.invite.revoke', { email: invitation.email })}
                question={t('organisation.invite.confirmRevoke', { email: invitation.email })}
                confirm={t('organisation.invite.confirm')}
                cancel={t('organisation.invite.cancel')}
                onConfirm={() => revoke(invitation)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
