// A button for something a person does once (vote, propose fixed): afterwards it says it is done
// and stays focusable but inert (aria-disabled, not disabled, so focus does not fall away).
// A reason why it cannot be pressed is tied to it with aria-describedby.
import { useId, type ReactNode } from 'react';

export interface OnceButtonProps {
  label: string;
  doneLabel: string;
  done: boolean;
  pending: boolean;
  /** Why the action is not possible here; the button is inert while it is set. */
  blockedReason?: string | null;
  onAct: () => void;
  icon?: ReactNode;
  /** Smaller, quieter look (inside a comment). */
  small?: boolean;
}

export function OnceButton({ label, doneLabel, done, pending, blockedReason, onAct, icon, small = false }: OnceButtonProps) {
  const reasonId = useId();
  const inert = done || pending || !!blockedReason;
  return (
    <>
      <button
        type="button"
        className={`ms-button ${done || small ? 'ms-button--white' : 'ms-button--bright'} mv-once-button${done ? ' mv-once-button--done' : ''}${small ? ' mv-once-button--small' : ''}`}
        aria-disabled={inert || undefined}
        aria-busy={pending || undefined}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => {
          if (!inert) onAct();
        }}
      >
        {icon}
        <span>{done ? doneLabel : label}</span>
      </button>
      {blockedReason && (
        <p id={reasonId} className="mv-action__note">
          {blockedReason}
        </p>
      )}
    </>
  );
}
