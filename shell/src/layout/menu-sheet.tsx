// The phone's navigation: a menu button in the one-line header opens a sheet with the
// navigation, the language switch and the account (focus kept inside, Escape closes, focus back
// on the button). On wide screens shell.css hides the button; the header shows the same parts.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@moveable/shared';

export function MenuSheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shared');
  const [open, setOpen] = useState(false);
  const id = useId();
  // A link chosen in the menu leads to another page (or this one): the menu has done its job.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="shell-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('nav.menu')}</span>
      </button>
      <Sheet id={id} open={open} onClose={() => setOpen(false)} title={t('nav.menu')} placement="side" className="shell-menu">
        <div className="shell-menu__content" onClick={closeOnLink}>
          {children}
        </div>
      </Sheet>
    </>
  );
}
