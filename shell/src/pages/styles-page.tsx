// The living style guide: the design tokens and every shared UI component in every state, in
// the current theme. Reached by its address only (not from the public footer).
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@moveable/shared';
import { TokensSection } from './style-guide/tokens-section.tsx';
import { ButtonsSection } from './style-guide/buttons-section.tsx';
import { ChipsSection } from './style-guide/chips-section.tsx';
import { CardsSection } from './style-guide/cards-section.tsx';
import { OverlaysSection } from './style-guide/overlays-section.tsx';
import { NavigationSection } from './style-guide/navigation-section.tsx';
import { FeedbackSection } from './style-guide/feedback-section.tsx';

export function StylesPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('styles.title'));
  return (
    <div className="shell-styles">
      <h1>{t('styles.title')}</h1>
      <p>{t('styles.intro')}</p>
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
