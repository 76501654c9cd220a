// A destructive action asked twice: the button, then a question with "yes" and "cancel" in its
// place. The question takes the focus; cancelling gives it back to the button.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@moveable/shared';

export function ConfirmAction({
  label,
  question,
  confirm,
  cancel,
  onConfirm,
}: {
  label: string;
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) buttonRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button ref={buttonRef} type="button" className="ms-button ms-button--red ms-button--sm" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="ma-actions" role="group" aria-label={label}>
      <p ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <Button
        variant="red"
        size="sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onConfirm().finally(() => {
            setBusy(false);
            returnFocus.current = true;
            setAsking(false);
          });
        }}
      >
        {confirm}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
        }}
      >
        {cancel}
      </Button>
    </div>
  );
}
