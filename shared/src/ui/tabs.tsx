// Tabs (WAI-ARIA APG "tabs", automatic activation): one tab stop for the tab list, arrow keys,
// Home and End move between tabs and show their panel. Every panel stays in the DOM (hidden
// when not selected), so each tab's aria-controls names an element that exists.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
// By the package's name: the tabs are part of @moveable/shared/widgets, an entry of its own.
import { rovingIndex } from '@moveable/shared';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the selected tab's id, with onSelect. */
  selected?: string;
  defaultSelected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

export function Tabs({ label, tabs, selected, defaultSelected, onSelect, className }: TabsProps) {
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function choose(id: string) {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = rovingIndex(event.key, index, tabs.length, 'horizontal');
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    choose(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div className={['ms-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ms-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="ms-tabs__tab"
              onClick={() => choose(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="ms-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
