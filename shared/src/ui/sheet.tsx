// A modal side drawer (wide screens) or bottom sheet (phones) on the platform's own <dialog>:
// showModal() puts it in the top layer above everything, makes the rest of the page inert (also
// the partner page around our custom elements) and closes it on Escape. Tab wraps inside it, and
// focus returns to what opened it. Where there is no showModal (jsdom), it opens as a plain open
// dialog and Escape is handled here. With modal={false} it is a non-modal dialog (show()): no
// backdrop, the page around stays usable (a map beside its filters), Tab may leave it, and Escape
// inside it still closes it.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';
import { activeElementNear, wrapTab } from './focus';

export interface SheetProps {
  open: boolean;
  /** Called on Escape, the close button and a click beside the sheet: set `open` to false. */
  onClose: () => void;
  /** The sheet's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** auto: a side drawer on wide screens, a bottom sheet on phones; side: a side drawer everywhere. */
  placement?: 'auto' | 'side';
  /** Pinned below the scrolling content (apply / reset buttons). */
  footer?: ReactNode;
  /** For the opener's aria-controls. */
  id?: string;
  className?: string;
  /** false: non-modal, the page around stays usable (position it with className). Default true. */
  modal?: boolean;
}

const hasShowModal = (dialog: HTMLDialogElement): boolean => typeof dialog.showModal === 'function';

export function Sheet({ open, onClose, title, children, placement = 'auto', footer, id, className, modal = true }: SheetProps) {
  const { t } = useTranslation('shared');
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const opener = activeElementNear(el);
    if (!el.open) {
      if (modal && hasShowModal(el)) el.showModal();
      else if (!modal && typeof el.show === 'function') el.show();
      else el.setAttribute('open', '');
    }
    heading.current?.focus();
    // Escape closes a modal dialog natively; the parent hears of it here.
    const closed = () => close.current();
    el.addEventListener('close', closed);
    return () => {
      el.removeEventListener('close', closed);
      // A non-modal sheet closed while focus is elsewhere on the page leaves focus there.
      const active = activeElementNear(el);
      const hadFocus = modal || active === null || el.contains(active) || active === active.ownerDocument.body;
      if (el.open) {
        if (typeof el.close === 'function') el.close();
        else el.removeAttribute('open');
      }
      if (hadFocus && opener?.isConnected) opener.focus();
    };
  }, [open, modal]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const el = event.currentTarget;
    if (event.key === 'Escape' && (!modal || !hasShowModal(el))) {
      event.preventDefault();
      // Not modal: the page around (a map that closes its own panels on Escape) hears it otherwise.
      if (!modal) event.stopPropagation();
      close.current();
    } else if (event.key === 'Tab' && modal && wrapTab(el, event.shiftKey)) {
      event.preventDefault();
    }
  }

  // The panel fills the dialog, so a click on the dialog element itself is a click on the backdrop.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close.current();
  }

  return (
    <dialog
      ref={dialog}
      id={id}
      className={['ms-sheet', `ms-sheet--${placement}`, className].filter(Boolean).join(' ')}
      aria-labelledby={open ? headingId : undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {open ? (
        <div className="ms-sheet__panel">
          <div className="ms-sheet__header">
            <h2 id={headingId} ref={heading} tabIndex={-1} className="ms-sheet__title">
              {title}
            </h2>
            <button type="button" className="ms-icon-button" aria-label={t('sheet.close')} onClick={() => close.current()}>
              <CloseIcon />
            </button>
          </div>
          <div className="ms-sheet__body">{children}</div>
          {footer ? <div className="ms-sheet__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
