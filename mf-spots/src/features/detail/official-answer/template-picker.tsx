// The organisation's answer templates as a select: picking one hands its text to the form. The
// page's language comes first; the others follow, since a town may answer in its own language.
import { LOCALES } from '@moveable/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnswerTemplates } from './use-answer-templates.ts';

export function TemplatePicker({ organisation, onPick }: { organisation: string; onPick: (text: string) => void }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const { t: tShared } = useTranslation('shared', { lng: locale });
  const id = useId();
  const templates = useAnswerTemplates(organisation).data?.items ?? [];
  if (templates.length === 0) return null;
  const languages = [locale, ...LOCALES.filter((l) => l !== locale)].filter((l) => templates.some((tpl) => tpl.locale === l));

  return (
    <>
      <label htmlFor={id}>{t('answer.template')}</label>
      <select
        id={id}
        defaultValue=""
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const picked = templates.find((tpl) => String(tpl.id) === e.target.value);
          if (picked) onPick(picked.text);
        }}
      >
        <option value="">{t('answer.noTemplate')}</option>
        {languages.map((language) => (
          <optgroup key={language} label={tShared(`language.${language}`)}>
            {templates
              .filter((tpl) => tpl.locale === language)
              .map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {tpl.title}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-hint`} className="mv-field__hint">
        {t('answer.templateHint')}
      </p>
    </>
  );
}
