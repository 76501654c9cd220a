import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemovableChip, ToggleChip } from '@moveable/shared';

const EXAMPLES = ['tabNewest', 'tabSupported', 'tabNews'] as const;

export function ChipsSection() {
  const { t } = useTranslation('styles');
  const [pressed, setPressed] = useState<ReadonlySet<string>>(new Set([EXAMPLES[0]]));
  const [active, setActive] = useState<readonly string[]>(EXAMPLES);
  const toggle = (key: string, on: boolean) =>
    setPressed((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <section aria-labelledby="styles-chips">
      <h2 id="styles-chips">{t('chips')}</h2>
      <h3>{t('toggleChips')}</h3>
      <ul className="ms-chips">
        {EXAMPLES.map((key) => (
          <li key={key}>
            <ToggleChip pressed={pressed.has(key)} onPressedChange={(on) => toggle(key, on)}>
              {t(key)}
            </ToggleChip>
          </li>
        ))}
      </ul>
      <h3>{t('removableChips')}</h3>
      <ul className="ms-chips">
        {active.map((key) => (
          <li key={key}>
            <RemovableChip label={t(key)} onRemove={() => setActive((current) => current.filter((k) => k !== key))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
