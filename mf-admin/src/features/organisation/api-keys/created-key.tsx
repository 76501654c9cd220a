// A new key's secret, shown this once: in a read-only field to select, with a copy button and the
// warning that it cannot be shown again. Its heading takes the focus so a screen reader hears it;
// "Done" hides it for good.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@moveable/shared';
import { useOrganisationTranslation } from '../use-organisation-translation.ts';

export function CreatedKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useOrganisationTranslation();
  const ids = { heading: useId(), field: useId(), warning: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(t('organisation.apiKeys.copied'));
    } catch {
      setCopied(t('organisation.apiKeys.copyFailed'));
    }
  }

  return (
    <div className="ma-api-key-created" role="group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} ref={headingRef} tabIndex={-1}>
        {t('organisation.apiKeys.createdHeading', { name })}
      </h3>
      <p id={ids.warning} className="ma-api-key-warning">
        <strong>{t('organisation.apiKeys.warning')}</strong>
      </p>
      <div className="ma-field">
        <label htmlFor={ids.field}>{t('organisation.apiKeys.secretLabel')}</label>
        <input
          id={ids.field}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={ids.warning}
          className="ma-api-key-secret"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="ma-actions">
        <Button size="sm" onClick={() => void copy()}>
          {t('organisation.apiKeys.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('organisation.apiKeys.done')}
        </Button>
      </div>
      <p role="status" className="ma-field__hint">
        {copied}
      </p>
    </div>
  );
}
