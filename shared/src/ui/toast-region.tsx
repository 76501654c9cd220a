// Where toasts appear: a polite live region (present before anything is said in it, so screen
// readers announce what is added), each toast with a dismiss button. Toasts go away by
// themselves, but not while the pointer is over them or focus is in them (WCAG 2.2.1). A toast
// may offer one action (a button beside the message) and may stay until dismissed.
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';
import { activeElementNear } from './focus';
import { toasts, type Toast, type ToastStore } from './toast-store';

export function ToastRegion({ store = toasts }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const list = useRef<HTMLUListElement>(null);

  // Dismissed with the keyboard: focus goes to a neighbouring toast, or, with none left, the
  // region stops waiting (a removed button sends no blur).
  function dismiss(id: number) {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const index = items.findIndex((item) => item.id === id);
    const active = list.current ? activeElementNear(list.current) : null;
    const hadFocus = active !== null && list.current?.contains(active) === true;
    store.dismiss(id);
    if (!hadFocus) return;
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else setFocused(false);
  }
  return (
    <div
      className="ms-toasts"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="status" aria-live="polite">
        <ul ref={list} className="ms-toasts__list">
          {items.map((item) => (
            <ToastItem key={item.id} toast={item} paused={paused} onDismiss={() => dismiss(item.id)} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: () => void }) {
  const { t } = useTranslation('shared');
  const remaining = useRef(toast.duration);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);
  return (
    <li className={`ms-toast ms-toast--${toast.tone}`}>
      <p className="ms-toast__message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="ms-toast__action"
          onClick={() => {
            toast.action!.run();
            onDismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="ms-icon-button" aria-label={t('toast.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </li>
  );
}
