// /partner's last section, for developers: what can be read and how (exports, Open311, feeds,
// webhooks, the API reference), under which licence, with curl examples of this site. It loads
// with its texts and styles after the directory (routes.tsx): the page's first view does not
// carry it. The examples are plain text to select (a copy button would share the configurator's
// snippet block, and with it a chunk, with /premium/iframe).
import { useId } from 'react';
import { config, Link, usePageContext } from '@moveable/shared';
import developersCss from '../../styles/developers.css?inline';
import { useChunkStyles } from '../common/use-chunk-styles.ts';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { EXAMPLE_KINDS, examples, type ExampleKind } from './examples.ts';

export { loadDevelopersTexts } from './developers-texts.ts';

/** The licence the terms of use put spots under (their section "open data"; api/README.md "Exports"). */
export const DATA_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

function Example({ kind, code }: { kind: ExampleKind; code: string }) {
  const { t } = usePartnerTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-example={kind}>
      <h3 id={headingId}>{t(`developers.${kind}.title`)}</h3>
      <p>{t(`developers.${kind}.text`)}</p>
      {/* focusable: a long line scrolls, and a keyboard must reach it */}
      <pre tabIndex={0} aria-label={t('developers.example', { kind: t(`developers.${kind}.title`) })}>
        <code>{code}</code>
      </pre>
    </section>
  );
}

export function DevelopersSection() {
  useChunkStyles(developersCss);
  const { t } = usePartnerTranslation();
  const { platform, country } = usePageContext();
  const headingId = useId();
  const code = examples({ apiBase: new URL(config.apiBase, location.href).href, platform, country });
  return (
    <section id="developers" className="mp-developers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('developers.title')}</h2>
      <p className="mp-lead">{t('developers.intro', { platform })}</p>
      <p>{t('developers.licence', { platform, site: config.siteUrl })}</p>
      <p className="mp-developers__links">
        <Link to={DATA_LICENCE_URL} external>
          {t('developers.licenceLink')}
        </Link>
        <Link to="/imprint/terms">{t('developers.termsLink')}</Link>
      </p>
      {EXAMPLE_KINDS.map((kind) => (
        <Example key={kind} kind={kind} code={code[kind]} />
      ))}
    </section>
  );
}
