// One snippet: what it is for, the code in <pre><code>, and a button that copies it; the result
// ("copied" or "copy by hand") is announced in a status next to the button.
import { useEffect, useId, useState } from 'react';
import { Button } from '@moveable/shared';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';

type CopyState = 'idle' | 'copied' | 'failed';

export function SnippetBlock({ title, text, code, kind }: { title: string; text: string; code: string; kind: string }) {
  const { t } = usePartnerTranslation();
  const headingId = useId();
  const [state, setState] = useState<CopyState>('idle');
  // another code is not the one copied
  useEffect(() => setState('idle'), [code]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className="mp-snippet" aria-labelledby={headingId} data-snippet={kind}>
      <h3 id={headingId}>{title}</h3>
      <p>{text}</p>
      {/* focusable: a long line scrolls, and a keyboard must reach it */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      <div className="mp-snippet__actions">
        <Button onClick={() => void copy()}>{t('configurator.snippets.copy', { kind: title })}</Button>
        <span role="status">
          {state === 'copied' ? t('configurator.snippets.copied', { kind: title }) : state === 'failed' ? t('configurator.snippets.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}
