// /imprint/deleteaccount (bare layout): what deleting means, a copy of everything we hold
// (GET /api/users/me/export, JSON download), and the deletion itself (DELETE /api/users/me) with
// the choice what happens to the person's spots and comments. Both confirmed by the password.
import { useEffect, useId, useRef, useState } from 'react';
import { clearSession, Link, useApi, useDocumentTitle, type User } from '@moveable/shared';
import { AuthForm, StatusMessage, TextField, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { RequireSession } from '../common/require-session.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';

export type SpotsChoice = 'anonymise' | 'delete';

/** Offers a JSON document as a file download. */
export function downloadJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DeleteAccountPage() {
  const { t } = useAuthTranslation();
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('deleteAccount.title'));
  useEffect(() => {
    if (deleted) heading.current?.focus();
  }, [deleted]);
  if (deleted) {
    return (
      <div className="mv-auth-page mv-auth-page--narrow">
        <h1 ref={heading} tabIndex={-1}>
          {t('deleteAccount.deletedTitle')}
        </h1>
        <StatusMessage>{t('deleteAccount.deleted')}</StatusMessage>
        <p>
          <Link to="/">{t('logout.home')}</Link>
        </p>
      </div>
    );
  }
  return (
    <RequireSession>
      {(user) => (
        <DeleteAccount
          user={user}
          onDeleted={() => {
            setDeleted(true);
            clearSession();
          }}
        />
      )}
    </RequireSession>
  );
}

function DeleteAccount({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t } = useAuthTranslation();
  return (
    <div className="mv-auth-page mv-auth-page--narrow">
      <h1>{t('deleteAccount.title')}</h1>
      <p>{t('deleteAccount.intro', { name: user.username })}</p>
      <ul>
        <li>{t('deleteAccount.what.account')}</li>
        <li>{t('deleteAccount.what.spots')}</li>
        <li>{t('deleteAccount.what.final')}</li>
      </ul>
      <ExportSection user={user} />
      <DeleteSection onDeleted={onDeleted} />
      <p>
        <Link to="/profile">{t('deleteAccount.back')}</Link>
      </p>
    </div>
  );
}

function ExportSection({ user }: { user: User }) {
  const { t } = useAuthTranslation();
  const api = useApi();
  const errors = useFormErrors(['password']);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);

  async function submit() {
    setDone(false);
    const invalid: FieldErrors = {};
    if (!password) invalid.password = 'auth:errors.required.password';
    errors.validate(invalid);
    const data = await api.get('/users/me/export', { headers: { 'x-password': password } });
    downloadJson(data, `moveable-${user.username}-${new Date().toISOString().slice(0, 10)}.json`);
    setPassword('');
    setDone(true);
  }

  return (
    <section aria-labelledby="export-heading" className="mv-auth-section">
      <h2 id="export-heading">{t('deleteAccount.exportTitle')}</h2>
      <p>{t('deleteAccount.exportIntro')}</p>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('deleteAccount.exportSubmit')} labelledBy="export-heading">
        <TextField
          name="password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          errors={errors}
        />
      </AuthForm>
      <StatusMessage>{done ? t('deleteAccount.exported') : null}</StatusMessage>
    </section>
  );
}

function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useAuthTranslation();
  const api = useApi();
  const errors = useFormErrors(['spots', 'password']);
  const [spots, setSpots] = useState<SpotsChoice>('anonymise');
  const [password, setPassword] = useState('');
  const groupId = useId();

  async function submit() {
    const invalid: FieldErrors = {};
    if (!password) invalid.password = 'auth:errors.required.password';
    errors.validate(invalid);
    await api.delete('/users/me', { body: { password, spots } });
    onDeleted();
  }

  return (
    <section aria-labelledby="delete-heading" className="mv-auth-section mv-auth-section--danger">
      <h2 id="delete-heading">{t('deleteAccount.deleteTitle')}</h2>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('deleteAccount.deleteSubmit')} color="red" labelledBy="delete-heading">
        <fieldset className="mv-auth-choice" aria-describedby={errors.fields.spots ? `${groupId}-error` : undefined}>
          <legend>{t('deleteAccount.spotsLegend')}</legend>
          {(['anonymise', 'delete'] as const).map((choice, i) => (
            <div key={choice} className="mv-auth-field mv-auth-field--radio">
              <input
                id={`${groupId}-${choice}`}
                type="radio"
                name="spots"
                value={choice}
                ref={i === 0 ? errors.register('spots') : undefined}
                checked={spots === choice}
                onChange={() => setSpots(choice)}
                aria-describedby={`${groupId}-${choice}-hint`}
              />
              <label htmlFor={`${groupId}-${choice}`}>{t(`deleteAccount.spots.${choice}`)}</label>
              <p id={`${groupId}-${choice}-hint`} className="mv-auth-field__hint">
                {t(`deleteAccount.spots.${choice}Hint`)}
              </p>
            </div>
          ))}
          {errors.fields.spots ? (
            <p id={`${groupId}-error`} className="mv-auth-field__error">
              {t(errors.fields.spots)}
            </p>
          ) : null}
        </fieldset>
        <TextField
          name="password"
          label={t('deleteAccount.confirmPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          errors={errors}
        />
      </AuthForm>
    </section>
  );
}
