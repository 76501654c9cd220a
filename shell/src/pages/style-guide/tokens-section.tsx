// The design tokens of theme.css as they look: colours of the current theme, spacing, type
// scale, corners, elevation and the focus ring.
import { useTranslation } from 'react-i18next';
import { themeFor, usePageContext } from '@moveable/shared';

const SPACES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
const RADII = ['--ms-radius-sm', '--ms-radius', '--ms-radius-lg', '--ms-radius-pill'] as const;
const SHADOWS = ['--ms-shadow-1', '--ms-shadow-2', '--ms-shadow-3'] as const;
const FOCUS_RING = '--ms-focus-ring';

export function TokensSection() {
  const { t } = useTranslation('styles');
  const theme = themeFor(usePageContext().platform);
  return (
    <section aria-labelledby="styles-tokens">
      <h2 id="styles-tokens">{t('tokens')}</h2>
      <h3>{t('colours')}</h3>
      <ul className="shell-swatches">
        {Object.entries(theme.colors).map(([name, value]) => (
          <li key={name}>
            <span className="shell-swatch" style={{ background: value }} aria-hidden="true" />
            <code>{name}</code> <code>{value}</code>
          </li>
        ))}
      </ul>
      <h3>{t('spacing')}</h3>
      <ul className="shell-tokens">
        {SPACES.map((step) => (
          <li key={step}>
            <code>{`--ms-space-${step}`}</code>
            <span className="shell-token-bar" style={{ width: `var(--ms-space-${step})` }} aria-hidden="true" />
          </li>
        ))}
      </ul>
      <h3>{t('typeScale')}</h3>
      <ul className="shell-tokens">
        {FONT_SIZES.map((size) => (
          <li key={size}>
            <code>{`--ms-font-size-${size}`}</code>
            <span style={{ fontSize: `var(--ms-font-size-${size})`, lineHeight: 'var(--ms-line-height-tight)' }}>{t('sample')}</span>
          </li>
        ))}
      </ul>
      <h3>{t('radii')}</h3>
      <ul className="shell-token-boxes">
        {RADII.map((name) => (
          <li key={name}>
            <span className="shell-token-box" style={{ borderRadius: `var(${name})` }} aria-hidden="true" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3>{t('elevation')}</h3>
      <ul className="shell-token-boxes">
        {SHADOWS.map((name) => (
          <li key={name}>
            <span className="shell-token-box shell-token-box--raised" style={{ boxShadow: `var(${name})` }} aria-hidden="true" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3>{t('focusRing')}</h3>
      <p className="shell-token-boxes">
        <span className="shell-token-box shell-token-box--raised" style={{ boxShadow: `var(${FOCUS_RING})` }} aria-hidden="true" />
        <code>{FOCUS_RING}</code>
      </p>
    </section>
  );
}
