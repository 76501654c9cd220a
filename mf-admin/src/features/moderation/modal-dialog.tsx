// A modal <dialog> with a labelled heading: Escape closes it, focus goes to the heading when it
// opens and back to what opened it when it closes. Where the browser has no showModal (jsdom in
// tests) it opens as a plain open dialog and Escape is handled here.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  describedBy?: string;
}

export function ModalDialog({ title, onClose, children, describedBy }: ModalDialogProps) {
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
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="ma-dialog"
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
      <h3 id={headingId} ref={heading} tabIndex={-1} className="ma-dialog__title">
        {title}
      </h3>
      {children}
    </dialog>
  );
}
