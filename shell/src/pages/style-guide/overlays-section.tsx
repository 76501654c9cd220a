// Sheet, menu and toasts: the components that open over the page. The end-to-end test of /styles
// drives these with the keyboard in Chromium (native dialog and popover).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Sheet, toasts } from '@moveable/shared';
import { Menu, type MenuAction } from '@moveable/shared/widgets';

const MORE_ICON = (
  <svg className="ms-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="3" cy="8" r="1.6" fill="currentColor" />
    <circle cx="8" cy="8" r="1.6" fill="currentColor" />
    <circle cx="13" cy="8" r="1.6" fill="currentColor" />
  </svg>
);

export function OverlaysSection() {
  const { t } = useTranslation('styles');
  const [sheet, setSheet] = useState<'auto' | 'side' | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const item = (id: string, key: string, extra: Partial<MenuAction> = {}): MenuAction => ({
    id,
    label: t(key),
    onSelect: () => setChosen(t(key)),
    ...extra,
  });
  const items: MenuAction[] = [
    item('edit', 'edit'),
    item('photo', 'addPhoto'),
    item('report', 'report', { disabled: true }),
    item('delete', 'delete', { danger: true }),
  ];
  return (
    <section aria-labelledby="styles-overlays">
      <h2 id="styles-overlays">{t('overlays')}</h2>
      <p className="shell-examples">
        <Button variant="white" aria-haspopup="dialog" aria-expanded={sheet === 'auto'} onClick={() => setSheet('auto')}>
          {t('openSheet')}
        </Button>
        <Button variant="quiet" aria-haspopup="dialog" aria-expanded={sheet === 'side'} onClick={() => setSheet('side')}>
          {t('openSideSheet')}
        </Button>
      </p>
      <Sheet
        open={sheet !== null}
        placement={sheet ?? 'auto'}
        onClose={() => setSheet(null)}
        title={t('sheetTitle')}
        footer={
          <Button variant="bright" onClick={() => setSheet(null)}>
            {t('apply')}
          </Button>
        }
      >
        <p>{t('sheetText')}</p>
        <form className="ms-form" onSubmit={(e) => e.preventDefault()}>
          <label className="shell-field">
            {t('sheetField')}
            <input type="search" />
          </label>
        </form>
      </Sheet>
      <p className="shell-examples">
        <Menu label={t('menuLabel')} items={items} />
        <Menu label={t('menuLabel')} items={items} align="end" button={MORE_ICON} buttonClassName="ms-icon-button" />
        <output aria-live="polite">{chosen ? t('chosen', { item: chosen }) : null}</output>
      </p>
      <p className="shell-examples">
        <Button onClick={() => toasts.show(t('toastText'), { tone: 'success' })}>{t('showToast')}</Button>
        <Button onClick={() => toasts.show(t('toastError'), { tone: 'error' })}>{t('showErrorToast')}</Button>
      </p>
    </section>
  );
}
