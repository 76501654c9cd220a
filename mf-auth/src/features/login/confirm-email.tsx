// ?mode=confirm&token=…: the link from the sign-up e-mail. Confirming needs no sign-in; it only
// records that the address belongs to the person (POST /api/users/confirm).
import { useEffect, useState } from 'react';
import { Spinner, useAuthServiceApi, type ApiClient } from '@moveable/shared';
import { describeError } from '../common/form-errors.ts';
import { StatusMessage } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { IncompleteLink } from './password-forms.tsx';

/** One request per token, also when React runs the effect twice (StrictMode). */
const confirming = new Map<string, Promise<void>>();

function confirmOnce(api: ApiClient, token: string): Promise<void> {
  let running = confirming.get(token);
  if (!running) {
    running = api.post('/users/confirm', { body: { token } }).then(() => undefined);
    confirming.set(token, running);
  }
  return running;
}

export function ConfirmEmail({ token }: { token: string | null }) {
  const { t } = useAuthTranslation();
  const api = useAuthServiceApi();
  const [result, setResult] = useState<{ ok: true } | { ok: false; key: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(api, token).then(
      () => live && setResult({ ok: true }),
      (error: unknown) => live && setResult({ ok: false, key: describeError(error).key }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  if (!token) return <IncompleteLink />;
  return (
    <>
      {result ? null : <Spinner size="sm" />}
      <StatusMessage>{result?.ok ? t('confirm.done') : result ? null : t('confirm.busy')}</StatusMessage>
      {result && !result.ok ? (
        <p role="alert" className="mv-auth-form__alert">
          {t(result.key)}
        </p>
      ) : null}
    </>
  );
}
