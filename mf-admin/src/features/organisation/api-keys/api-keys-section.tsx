// API keys of an organisation (issue 15): its own systems (a town's issue tracker) use one to post
// spots and official answers through Open311 (api/README.md, "Open311"). Its administrators and
// the platform's list them (name, hint, who made it, when, last use, revoked), create one (the
// secret is shown once, CreatedKey) and revoke one (asked twice). Results are announced in a live
// region; errors in an alert.
import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_API_KEY_NAME, type ApiKey, type Platform } from '@moveable/contract';
import { ApiError, Spinner, SubmitButton, useFieldErrors, usePageContext, useSubmitState } from '@moveable/shared';
import { ConfirmAction } from '../confirm-action.tsx';
import { FieldError, invalidProps } from '../field-error.tsx';
import { useOrganisationApi } from '../use-organisation-api.ts';
import { useOrganisationTranslation } from '../use-organisation-translation.ts';
import { CreatedKey } from './created-key.tsx';
import { apiKeysQueryKey, useApiKeys } from './use-api-keys.ts';
import { useApiKeyStyles } from './use-api-key-styles.ts';

const FIELDS = ['name'] as const;

export function ApiKeysSection({ platform, slug }: { platform: Platform; slug: string }) {
  useApiKeyStyles();
  const { t } = useOrganisationTranslation();
  const page = usePageContext();
  const api = useOrganisationApi(platform);
  const queryClient = useQueryClient();
  const keys = useApiKeys(platform, slug);
  const errors = useFieldErrors(FIELDS);
  const submit = useSubmitState();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const ids = { name: useId(), form: useId() };
  const nameRef = useRef<HTMLInputElement | null>(null);

  const date = (iso: string) => new Intl.DateTimeFormat(page.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(platform, slug) });

  async function create() {
    setStatus('');
    const trimmed = name.trim();
    if (!trimmed || [...trimmed].length > MAX_API_KEY_NAME) {
      errors.show({ name: 'organisation.apiKeys.errors.name' });
      throw new Error('invalid form');
    }
    try {
      const key = await api.post('/organisations/:slug/api-keys', { params: { slug }, body: { name: trimmed } });
      setCreated({ name: key.name, secret: key.key });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400 && error.field === 'name') errors.show({ name: 'organisation.apiKeys.errors.name' });
      else if (error instanceof ApiError && error.code === 'too_many_api_keys') errors.show({}, 'organisation.apiKeys.errors.tooMany');
      else errors.show({}, error instanceof TypeError ? 'shared:error.network' : 'organisation.apiKeys.errors.generic');
      throw error;
    }
    errors.reset();
    setName('');
    await refresh();
  }

  async function revoke(key: ApiKey) {
    setStatus('');
    setFailure('');
    try {
      await api.post('/organisations/:slug/api-keys/:id/revoke', { params: { slug, id: key.id } });
      setStatus(t('organisation.apiKeys.revoked', { name: key.name }));
    } catch {
      setFailure(t('organisation.apiKeys.errors.generic'));
    }
    await refresh();
  }

  return (
    <>
      <p>{t('organisation.apiKeys.intro')}</p>
      <p role="status" className="ma-field__hint">
        {status}
      </p>
      <p role="alert" className="ma-form__alert">
        {failure}
      </p>
      {keys.isPending ? (
        <Spinner size="sm" />
      ) : keys.isError ? (
        <p role="alert">{t('organisation.apiKeys.errors.load')}</p>
      ) : keys.data.items.length === 0 ? (
        <p>{t('organisation.apiKeys.empty')}</p>
      ) : (
        <ul className="ma-list" aria-label={t('organisation.apiKeys.listLabel')}>
          {keys.data.items.map((key) => (
            <li key={key.id}>
              <h3>{key.name}</h3>
              <dl className="ma-api-key-facts">
                <dt>{t('organisation.apiKeys.hint')}</dt>
                <dd>
                  <code>{key.hint}</code>
                </dd>
                <dt>{t('organisation.apiKeys.created')}</dt>
                <dd>
                  {key.createdBy
                    ? t('organisation.apiKeys.createdByOn', { name: key.createdBy.name, date: date(key.createdAt) })
                    : date(key.createdAt)}
                </dd>
                <dt>{t('organisation.apiKeys.lastUsed')}</dt>
                <dd>{key.lastUsedAt ? date(key.lastUsedAt) : t('organisation.apiKeys.never')}</dd>
                <dt>{t('organisation.apiKeys.state')}</dt>
                <dd>{key.revokedAt ? t('organisation.apiKeys.revokedOn', { date: date(key.revokedAt) }) : t('organisation.apiKeys.active')}</dd>
              </dl>
              {key.revokedAt ? null : (
                <ConfirmAction
                  label={t('organisation.apiKeys.revoke', { name: key.name })}
                  question={t('organisation.apiKeys.confirmRevoke', { name: key.name })}
                  confirm={t('organisation.apiKeys.confirm')}
                  cancel={t('organisation.apiKeys.cancel')}
                  onConfirm={() => revoke(key)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {created ? (
        <CreatedKey
          name={created.name}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            nameRef.current?.focus();
          }}
        />
      ) : null}
      <form
        noValidate
        className="ms-form ma-form"
        aria-labelledby={ids.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit.run(create);
        }}
      >
        <h3 id={ids.form}>{t('organisation.apiKeys.newKey')}</h3>
        <div className="ma-field">
          <label htmlFor={ids.name}>{t('organisation.apiKeys.name')}</label>
          <input
            id={ids.name}
            ref={(element) => {
              nameRef.current = element;
              errors.register('name')(element);
            }}
            required
            aria-required
            maxLength={MAX_API_KEY_NAME}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              errors.clear('name');
            }}
            {...invalidProps(ids.name, errors.fields.name)}
          />
          <FieldError fieldId={ids.name} message={errors.fields.name} />
        </div>
        <p ref={errors.alertRef} className="ma-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
          {errors.form ? t(errors.form) : null}
        </p>
        <SubmitButton state={submit.state} title={t('organisation.apiKeys.create')} errorShownElsewhere />
      </form>
    </>
  );
}
