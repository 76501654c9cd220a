import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';
import { renderWithI18n } from '../../testing/i18n.ts';

const TABS = [
  { id: 'newest', label: 'Newest', panel: <p>newest spots</p> },
  { id: 'supported', label: 'Most supported', panel: <p>supported spots</p> },
  { id: 'news', label: 'News', panel: <p>news items</p> },
];

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const visiblePanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('a named tab list, each tab controlling its panel, one tab stop', () => {
    renderWithI18n(<Tabs label="On the home page" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'On the home page' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(selected()).toBe('Newest');
    const panel = visiblePanel();
    expect(panel.id).toBe(tabs[0]!.getAttribute('aria-controls'));
    expect(screen.getByRole('tabpanel', { name: 'Newest' })).toBe(panel);
    expect(panel.textContent).toBe('newest spots');
    // the other panels exist (aria-controls points at them) but are hidden
    for (const tab of tabs.slice(1)) expect(document.getElementById(tab.getAttribute('aria-controls')!)?.hidden).toBe(true);
  });

  it('arrow keys move and select, wrapping; Home and End jump', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Tabs label="Lists" tabs={TABS} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Newest');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Most supported');
    expect(document.activeElement?.textContent).toBe('Most supported');
    expect(visiblePanel().textContent).toBe('supported spots');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('Newest');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('News');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Newest');
    await user.keyboard('{End}');
    expect(selected()).toBe('News');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('controlled: shows what the parent says, and tells it what was chosen', async () => {
    const onSelect = vi.fn();
    renderWithI18n(<Tabs label="Lists" tabs={TABS} selected="news" onSelect={onSelect} />);
    expect(selected()).toBe('News');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Newest' }));
    expect(onSelect).toHaveBeenCalledWith('newest');
    expect(selected()).toBe('News');
  });
});
