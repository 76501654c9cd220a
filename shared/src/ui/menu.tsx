// A menu button (WAI-ARIA APG "menu button"): a button that opens a list of actions. The list is
// a popover: the top layer keeps it above cards and maps that clip their content, a click
// elsewhere or Escape closes it natively. Where the browser has no popovers (jsdom) the list
// is shown and hidden here.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
// By the package's name: the menu is part of @moveable/shared/widgets, an entry of its own.
import { Link, activeElementNear, rovingIndex } from '@moveable/shared';

export interface MenuAction {
  id: string;
  label: string;
  /** An action; or give `to` for a menu item that is a link. */
  onSelect?: () => void;
  to?: string;
  /** Destructive actions (delete) are shown in the error colour. */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** The button's accessible name, and the menu's (e.g. "More actions"). */
  label: string;
  items: readonly MenuAction[];
  /** What the button shows; the label by default. An icon here still needs the label for its name. */
  button?: ReactNode;
  buttonClassName?: string;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
  /**
   * Arrow keys, Home/End and type-ahead stop on disabled items too (they still do nothing when
   * chosen), as the APG recommends for menus: a screen reader then reads what is not available
   * and why ("Reported"), instead of the item silently missing. Off by default.
   */
  disabledItemsFocusable?: boolean;
}

type Focus = 'first' | 'last' | null;

const ANY_ITEM = '[role="menuitem"]';
const ENABLED_ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

const itemsIn = (list: HTMLElement | null, selector: string): HTMLElement[] => [...(list?.querySelectorAll<HTMLElement>(selector) ?? [])];

const supportsPopover = (): boolean => typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** Puts the list under the button (above it when there is no room below), in viewport coordinates. */
function place(button: HTMLElement, list: HTMLElement, align: 'start' | 'end'): void {
  const at = button.getBoundingClientRect();
  const gap = 4;
  const height = list.offsetHeight;
  const below = at.bottom + gap;
  const top = below + height > window.innerHeight && at.top - gap - height > 0 ? at.top - gap - height : below;
  list.style.top = `${Math.round(top)}px`;
  if (align === 'end') {
    list.style.left = 'auto';
    list.style.right = `${Math.max(0, Math.round(document.documentElement.clientWidth - at.right))}px`;
  } else {
    list.style.right = 'auto';
    list.style.left = `${Math.max(0, Math.round(at.left))}px`;
  }
}

export function Menu({ label, items, button, buttonClassName, align = 'start', className, disabledItemsFocusable = false }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [native] = useState(supportsPopover);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<Focus>(null);
  const listId = useId();
  const buttonId = useId();

  const itemSelector = disabledItemsFocusable ? ANY_ITEM : ENABLED_ITEM;
  const itemElements = (): HTMLElement[] => itemsIn(listRef.current, itemSelector);

  // Native popovers open and close themselves (button click, light dismiss, Escape): follow them.
  useEffect(() => {
    const list = listRef.current;
    const trigger = buttonRef.current;
    if (!native || !list || !trigger) return;
    const before = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') place(trigger, list, align);
    };
    const toggled = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    list.addEventListener('beforetoggle', before);
    list.addEventListener('toggle', toggled);
    return () => {
      list.removeEventListener('beforetoggle', before);
      list.removeEventListener('toggle', toggled);
    };
  }, [native, align]);

  useEffect(() => {
    const list = listRef.current;
    const trigger = buttonRef.current;
    if (!open || !list || !trigger) return;
    if (native) place(trigger, list, align); // now that the list has its height
    const elements = itemsIn(list, itemSelector);
    const target = pendingFocus.current === 'last' ? elements[elements.length - 1] : elements[0];
    pendingFocus.current = null;
    target?.focus();
    if (!native) return;
    const follow = () => place(trigger, list, align);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, native, align, itemSelector]);

  function show(focus: Focus) {
    pendingFocus.current = focus;
    if (native) listRef.current?.showPopover();
    else setOpen(true);
  }

  function hide(returnFocus: boolean) {
    if (native) {
      if (listRef.current?.matches(':popover-open')) listRef.current.hidePopover();
    } else setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const focus = event.key === 'ArrowDown' ? 'first' : 'last';
      if (!open) return show(focus);
      const elements = itemElements();
      (focus === 'first' ? elements[0] : elements[elements.length - 1])?.focus();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const elements = itemElements();
    const active = activeElementNear(event.currentTarget);
    const current = active ? elements.indexOf(active) : -1;
    const next = rovingIndex(event.key, current, elements.length, 'vertical');
    if (next !== null) {
      event.preventDefault();
      elements[next]?.focus();
    } else if (event.key === 'Escape') {
      // not to the sheet or dialog around the menu: only the menu closes
      event.preventDefault();
      event.stopPropagation();
      hide(true);
    } else if (event.key === 'Tab') {
      hide(true); // and Tab goes on from the button
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // type-ahead: the next item that starts with the typed character
      const char = event.key.toLocaleLowerCase();
      const order = [...elements.slice(current + 1), ...elements.slice(0, current + 1)];
      order.find((el) => el.textContent?.trim().toLocaleLowerCase().startsWith(char))?.focus();
    }
  }

  function select(item: MenuAction) {
    hide(true);
    item.onSelect?.();
  }

  return (
    <div className={['ms-menu', className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName ?? 'ms-button ms-button--white'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={button === undefined ? undefined : label}
        popoverTarget={native ? listId : undefined}
        onClick={native ? undefined : () => (open ? hide(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {button ?? label}
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="menu"
        aria-labelledby={buttonId}
        className="ms-menu__list"
        popover={native ? 'auto' : undefined}
        hidden={native ? undefined : !open}
        onKeyDown={onListKeyDown}
        onBlur={(event) => {
          // focus left the menu for something else on the page (not the button's own toggle)
          const to = event.relatedTarget as Node | null;
          if (open && to && !event.currentTarget.contains(to) && to !== buttonRef.current) hide(false);
        }}
      >
        {items.map((item) => (
          <li key={item.id} role="none">
            {item.to && !item.disabled ? (
              <Link
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'ms-menu__item ms-menu__item--danger' : 'ms-menu__item'}
                onClick={() => hide(false)}
                onKeyDown={(event) => {
                  if (event.key === ' ') {
                    event.preventDefault();
                    event.currentTarget.click();
                  }
                }}
              >
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'ms-menu__item ms-menu__item--danger' : 'ms-menu__item'}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (!item.disabled) select(item);
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
