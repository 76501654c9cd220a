// A modal <dialog> with a labelled heading. Escape closes it and focus returns to what opened it.
// Where the browser has no showModal (jsdom in tests) it opens as a plain open dialog, and Escape
// is handled here.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional id of the element that describes the dialog. */
  describedBy?: string;
}

export function Dialog({ title, onClose, children, describedBy }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    heading.current?.focus();
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
      // the opener may be gone (the comment it belonged to was deleted): then focus stays put
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="mv-dialog"
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        close.current();
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mv-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
