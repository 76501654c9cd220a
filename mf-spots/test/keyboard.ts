// Test helper: reach a control with the Tab key only (as a keyboard user would), failing when
// it is not in the tab order.
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

export async function tabTo(user: UserEvent, element: HTMLElement, limit = 120): Promise<void> {
  for (let i = 0; i < limit && document.activeElement !== element; i += 1) await user.tab();
  expect(document.activeElement).toBe(element);
}

// user-event finds a radio's group with CSS.escape, which jsdom lacks (browsers have it).
const css = globalThis as { CSS?: { escape?: (value: string) => string } };
if (!css.CSS?.escape) css.CSS = { ...css.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) };
