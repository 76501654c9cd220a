// The living style guide: the design tokens and every shared UI component in every state, in
// the current theme. Reached by its address only (not from the public footer), and loaded only
// there: the shell imports this module lazily, with its translations.
import { useTranslation } from 'react-i18next';
import { addTranslations, ensurePageStyle, loadLanguage, useDocumentTitle } from '@moveable/shared';
import styleGuideCss from './style-guide/style-guide.css?inline';
import { STYLE_GUIDE_NAMESPACE, styleGuideTexts } from './style-guide/i18n/index.ts';
import { TokensSection } from './style-guide/tokens-section.tsx';
import { ButtonsSection } from './style-guide/buttons-section.tsx';
import { ChipsSection } from './style-guide/chips-section.tsx';
import { CardsSection } from './style-guide/cards-section.tsx';
import { OverlaysSection } from './style-guide/overlays-section.tsx';
import { NavigationSection } from './style-guide/navigation-section.tsx';
import { FeedbackSection } from './style-guide/feedback-section.tsx';

/** Resolves once the page's texts are in: the shell waits for it before showing the page. */
addTranslations(STYLE_GUIDE_NAMESPACE, styleGuideTexts);
ensurePageStyle('moveable-style-guide', styleGuideCss);
export const stylesPageTexts = loadLanguage();

export function StylesPage() {
  const { t } = useTranslation('styles');
  useDocumentTitle(t('title'));
  return (
    <div className="shell-styles">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TokensSection />
      <ButtonsSection />
      <ChipsSection />
      <CardsSection />
      <OverlaysSection />
      <NavigationSection />
      <FeedbackSection />
    </div>
  );
}
