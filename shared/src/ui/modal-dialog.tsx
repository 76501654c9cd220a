// A modal <dialog> with a labelled heading: Escape closes it, focus goes to the heading when it
// opens and back to what opened it when it closes. Where the browser has no showModal (jsdom in
// tests) it opens as a plain open dialog, and Escape is handled here. The look is the caller's
// (`className`, `<className>__title`).
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  /** The dialog's class; its heading gets `<className>__title`. */
  className: string;
  /** The heading's level: 2 on a page, 3 inside a section. */
  headingLevel?: 2 | 3;
  onClose: () => void;
  children: ReactNode;
  /** Optional id of the element that describes the dialog. */
  describedBy?: string;
}

export function ModalDialog({ title, className, headingLevel = 2, onClose, children, describedBy }: ModalDialogProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      className={className}
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
      <Heading id={headingId} ref={heading} tabIndex={-1} className={`${className}__title`}>
        {title}
      </Heading>
      {children}
    </dialog>
  );
}
