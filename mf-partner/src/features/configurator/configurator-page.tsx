// /premium/iframe, the widget configurator: what the widget shows (an organisation's or a region's
// spots, categories, fame or shame, fixed, map or list or both) and how it looks (language,
// platform, theme, accent colour, size); the real widget as a live preview; and the code to copy,
// for each way of embedding (snippets.ts).
import { useId, useState } from 'react';
import { LOCALES, PLATFORMS, type Locale, type Platform } from '@moveable/contract';
import { ErrorScreen, Link, Spinner, categoryLabel, config as runtimeConfig, themeFor, useDocumentTitle, usePageContext } from '@moveable/shared';
import configuratorCss from '../../styles/premium.css?inline';
import { useChunkStyles } from '../common/use-chunk-styles.ts';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { CheckboxGroup, RadioGroup } from './choice-group.tsx';
import { asColourInputValue, isCssColour } from './css-colour.ts';
import { SnippetBlock } from './snippet-block.tsx';
import { elementSnippet, iframeSnippet, standaloneSnippet } from './snippets.ts';
import { useConfiguratorLists } from './use-configurator-lists.ts';
import { WidgetPreview } from './widget-preview.tsx';
import {
  DEFAULT_SIZE,
  FAMED_CHOICES,
  FIXED_CHOICES,
  WIDGET_THEMES,
  WIDGET_VIEWS,
  isCssLength,
  isLocaleChoice,
  isPlatformChoice,
  type FamedChoice,
  type FixedChoice,
  type WidgetConfig,
  type WidgetScope,
  type WidgetTheme,
  type WidgetView,
} from './widget-config.ts';

const DEFAULT_ACCENT = '#1e63b5';

export function ConfiguratorPage() {
  useChunkStyles(configuratorCss);
  const { t, i18n } = usePartnerTranslation();
  useDocumentTitle(t('configurator.title'));
  const context = usePageContext();
  const lists = useConfiguratorLists();
  const ids = { organisation: useId(), region: useId(), lang: useId(), platform: useId(), accent: useId(), preview: useId() };
  const sizeIds = { width: useId(), height: useId() };

  const [scope, setScope] = useState<WidgetScope>('organisation');
  const [organisation, setOrganisation] = useState('');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [famed, setFamed] = useState<FamedChoice>('all');
  const [fixed, setFixed] = useState<FixedChoice>('all');
  const [view, setView] = useState<WidgetView>('list');
  const [lang, setLang] = useState<Locale>(context.locale);
  const [platform, setPlatform] = useState<Platform>(context.platform);
  const [theme, setTheme] = useState<WidgetTheme>('light');
  const [accentOn, setAccentOn] = useState(false);
  const [accentText, setAccentText] = useState(DEFAULT_ACCENT);
  const [size, setSize] = useState<{ width: string; height: string }>({ ...DEFAULT_SIZE });

  // Until one is chosen: a town first (what most who come here want to show), the first region.
  const defaultOrganisation = (lists.organisations.find((o) => o.type === 'town') ?? lists.organisations[0])?.slug ?? '';
  const chosenOrganisation = organisation || defaultOrganisation;
  const chosenRegion = regionId ?? lists.regions[0]?.id ?? null;

  const accentValid = isCssColour(accentText);
  const sizeValid = { width: isCssLength(size.width), height: isCssLength(size.height) };
  const config: WidgetConfig = {
    scope,
    organisation: chosenOrganisation,
    regionId: chosenRegion,
    categoryIds,
    famed,
    fixed,
    view,
    lang,
    platform,
    country: context.country,
    theme,
    accent: accentOn && accentValid ? accentText.trim() : null,
    width: sizeValid.width ? size.width.trim() : DEFAULT_SIZE.width,
    height: sizeValid.height ? size.height.trim() : DEFAULT_SIZE.height,
  };
  const origin = window.location.origin;
  const organisationName = lists.organisations.find((o) => o.slug === chosenOrganisation)?.name ?? chosenOrganisation;

  const intro = (
    <>
      <h1>{t('configurator.title')}</h1>
      <p className="mp-lead">{t('configurator.lead')}</p>
      <p>
        <Link to="/premium">{t('configurator.toPremium')}</Link>
      </p>
    </>
  );
  if (lists.error) {
    return (
      <div className="mp-page mp-configurator">
        {intro}
        <ErrorScreen error={lists.error} size="medium" headingLevel={2} onRetry={lists.refetch} />
      </div>
    );
  }
  if (lists.isPending) {
    return (
      <div className="mp-page mp-configurator" aria-busy="true">
        {intro}
        <Spinner size="md" label={t('configurator.loading')} />
      </div>
    );
  }

  const sizeField = (field: 'width' | 'height') => (
    <div className="mp-field">
      <label htmlFor={sizeIds[field]}>{t(`configurator.look.${field}`)}</label>
      <p id={`${sizeIds[field]}-hint`} className="mp-field__hint">
        {t('configurator.look.sizeHint')}
      </p>
      <input
        id={sizeIds[field]}
        type="text"
        inputMode="text"
        spellCheck={false}
        value={size[field]}
        aria-invalid={sizeValid[field] ? undefined : true}
        aria-describedby={`${sizeIds[field]}-hint${sizeValid[field] ? '' : ` ${sizeIds[field]}-error`}`}
        onChange={(e) => setSize((s) => ({ ...s, [field]: e.target.value }))}
      />
      {sizeValid[field] ? null : (
        <p id={`${sizeIds[field]}-error`} className="mp-field__error">
          {t('configurator.look.sizeInvalid')}
        </p>
      )}
    </div>
  );

  const iframeCode = iframeSnippet(
    config,
    origin,
    t('configurator.snippets.iframe.frameTitle', { organisation: organisationName }),
    runtimeConfig.localeRouting,
  );

  return (
    <div className="mp-page mp-configurator">
      {intro}
      <div className="mp-configurator__layout">
        <div className="ms-form mp-configurator__choices">
          <fieldset className="mp-fieldset">
            <legend>{t('configurator.what.legend')}</legend>
            <RadioGroup
              legend={t('configurator.what.scope')}
              value={scope}
              onChange={setScope}
              choices={(['organisation', 'region'] as const).map((value) => ({ value, label: t(`configurator.what.scopes.${value}`) }))}
            />
            {scope === 'organisation' ? (
              <div className="mp-field">
                <label htmlFor={ids.organisation}>{t('configurator.what.organisation')}</label>
                <select id={ids.organisation} value={chosenOrganisation} onChange={(e) => setOrganisation(e.target.value)}>
                  {chosenOrganisation ? null : <option value="">{t('configurator.what.choose')}</option>}
                  {lists.organisations.map((o) => (
                    <option key={o.slug} value={o.slug}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <div className="mp-field">
                <label htmlFor={ids.region}>{t('configurator.what.region')}</label>
                <select id={ids.region} value={chosenRegion ?? ''} onChange={(e) => setRegionId(e.target.value ? Number(e.target.value) : null)}>
                  {chosenRegion === null ? <option value="">{t('configurator.what.choose')}</option> : null}
                  {lists.regions.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <CheckboxGroup
              legend={t('configurator.what.categories')}
              values={categoryIds.map(String)}
              onChange={(values) => setCategoryIds(values.map(Number))}
              choices={lists.categories.map((c) => ({ value: String(c.id), label: categoryLabel(c, i18n.language) }))}
            />
            <RadioGroup
              legend={t('configurator.what.famed')}
              value={famed}
              onChange={setFamed}
              choices={FAMED_CHOICES.map((value) => ({ value, label: t(`configurator.what.famedChoices.${value}`) }))}
            />
            <RadioGroup
              legend={t('configurator.what.fixed')}
              value={fixed}
              onChange={setFixed}
              choices={FIXED_CHOICES.map((value) => ({ value, label: t(`configurator.what.fixedChoices.${value}`) }))}
            />
            <RadioGroup
              legend={t('configurator.what.view')}
              value={view}
              onChange={setView}
              choices={WIDGET_VIEWS.map((value) => ({ value, label: t(`configurator.what.views.${value}`) }))}
            />
          </fieldset>
          <fieldset className="mp-fieldset">
            <legend>{t('configurator.look.legend')}</legend>
            <div className="mp-field">
              <label htmlFor={ids.lang}>{t('configurator.look.lang')}</label>
              <select id={ids.lang} value={lang} onChange={(e) => isLocaleChoice(e.target.value) && setLang(e.target.value)}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {t(`configurator.look.languages.${locale}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="mp-field">
              <label htmlFor={ids.platform}>{t('configurator.look.platform')}</label>
              <select id={ids.platform} value={platform} onChange={(e) => isPlatformChoice(e.target.value) && setPlatform(e.target.value)}>
                {PLATFORMS.map((value) => (
                  <option key={value} value={value}>
                    {themeFor(value).name}
                  </option>
                ))}
              </select>
            </div>
            <RadioGroup
              legend={t('configurator.look.theme')}
              value={theme}
              onChange={setTheme}
              choices={WIDGET_THEMES.map((value) => ({ value, label: t(`configurator.look.themes.${value}`) }))}
            />
            <label className="mp-choice">
              <input type="checkbox" checked={accentOn} onChange={(e) => setAccentOn(e.target.checked)} />
              {t('configurator.look.accentToggle')}
            </label>
            {accentOn ? (
              <div className="mp-accent">
                <div className="mp-field">
                  <label htmlFor={`${ids.accent}-picker`}>{t('configurator.look.accentPicker')}</label>
                  <input
                    id={`${ids.accent}-picker`}
                    type="color"
                    value={asColourInputValue(accentText) ?? DEFAULT_ACCENT}
                    onChange={(e) => setAccentText(e.target.value)}
                  />
                </div>
                <div className="mp-field">
                  <label htmlFor={`${ids.accent}-text`}>{t('configurator.look.accentText')}</label>
                  <input
                    id={`${ids.accent}-text`}
                    type="text"
                    spellCheck={false}
                    value={accentText}
                    aria-invalid={accentValid ? undefined : true}
                    aria-describedby={accentValid ? undefined : `${ids.accent}-error`}
                    onChange={(e) => setAccentText(e.target.value)}
                  />
                </div>
                {accentValid ? null : (
                  <p id={`${ids.accent}-error`} className="mp-field__error">
                    {t('configurator.look.accentInvalid')}
                  </p>
                )}
              </div>
            ) : null}
            {sizeField('width')}
            {sizeField('height')}
          </fieldset>
        </div>
        <section aria-labelledby={ids.preview}>
          <h2 id={ids.preview}>{t('configurator.preview.heading')}</h2>
          <WidgetPreview config={config} labelledBy={ids.preview} />
        </section>
      </div>
      <section aria-labelledby="configurator-snippets">
        <h2 id="configurator-snippets">{t('configurator.snippets.heading')}</h2>
        <SnippetBlock
          kind="element"
          title={t('configurator.snippets.element.title')}
          text={t('configurator.snippets.element.text')}
          code={elementSnippet(config, origin)}
        />
        <SnippetBlock
          kind="standalone"
          title={t('configurator.snippets.standalone.title')}
          text={t('configurator.snippets.standalone.text')}
          code={standaloneSnippet(config, origin)}
        />
        {iframeCode ? (
          <SnippetBlock
            kind="iframe"
            title={t('configurator.snippets.iframe.title')}
            text={t('configurator.snippets.iframe.text')}
            code={iframeCode}
          />
        ) : (
          <section className="mp-snippet" aria-labelledby="configurator-iframe">
            <h3 id="configurator-iframe">{t('configurator.snippets.iframe.title')}</h3>
            <p>{t('configurator.snippets.iframe.needsOrganisation')}</p>
          </section>
        )}
      </section>
    </div>
  );
}
