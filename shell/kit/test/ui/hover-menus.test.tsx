// @vitest-environment happy-dom
/**
 * The header's sub-menu (NavGroup) and the language selector (a hover card) as a reader's
 * mouse meets them, with fake timers: spec §9's 100 ms sub-menu delay and 300 ms pointer
 * grace, and the hover card's 700 ms open delay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderView, screen } from '../../src/testing/index.ts';
import { NavGroup } from '../../src/NavGroup.tsx';
import { LanguageSelector } from '../../src/LanguageSelector.tsx';
import { siteConfig } from '@site/contracts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const studio = {
  label: 'Studio',
  children: [
    { label: 'Features', to: '/studio', description: 'What it does' },
    { label: 'Pricing', to: '/studio/pricing', description: 'What it costs' },
  ],
};
const mouse = { pointerType: 'mouse' };
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The popover's code arrives on the first hover; its import settles outside the fake timers. */
const panelLoaded = () =>
  act(async () => {
    await import('../../src/PopoverPanel.tsx');
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });

describe('header sub-menu', () => {
  it('opens 100 ms after the mouse rests on its trigger, and survives the trip to its content', async () => {
    renderView(<NavGroup item={studio} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: /Studio/ }), mouse);
    await panelLoaded();
    // The real trigger has replaced the plain one it stood in for.
    const trigger = screen.getByRole('button', { name: /Studio/ });
    await wait(99);
    expect(screen.queryByRole('link', { name: /Pricing/ })).toBeNull();
    await wait(1);
    expect(screen.getByRole('link', { name: /Pricing/ })).toBeTruthy();

    fireEvent.pointerLeave(trigger, mouse);
    await wait(299);
    fireEvent.pointerEnter(screen.getByRole('dialog', { name: 'Studio' }), mouse);
    await wait(2000);
    expect(screen.getByRole('link', { name: /Pricing/ })).toBeTruthy();

    fireEvent.pointerLeave(screen.getByRole('dialog', { name: 'Studio' }), mouse);
    await wait(299);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await wait(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on the trigger after the hover opened it keeps it open; a second click closes it', async () => {
    renderView(<NavGroup item={studio} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: /Studio/ }), mouse);
    await panelLoaded();
    const trigger = screen.getByRole('button', { name: /Studio/ });
    // The reader's hand takes longer than the 100 ms delay to click.
    await wait(250);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    await wait(500);
    expect(screen.getByRole('link', { name: /Pricing/ })).toBeTruthy();
    fireEvent.click(trigger);
    await wait(500);
    expect(screen.queryByRole('link', { name: /Pricing/ })).toBeNull();
  });

  it('a touch passing over it opens nothing (hover is for a mouse)', async () => {
    renderView(<NavGroup item={studio} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: /Studio/ }), { pointerType: 'touch' });
    await wait(1000);
    expect(screen.queryByRole('link', { name: /Pricing/ })).toBeNull();
  });
});

describe('language selector (a hover card)', () => {
  it('opens only after 700 ms of hovering', async () => {
    renderView(<LanguageSelector config={siteConfig} locale="en" path="/docs" />, 'en', '/docs');
    fireEvent.pointerEnter(screen.getByRole('button', { name: /language/i }), mouse);
    await panelLoaded();
    await wait(699);
    expect(screen.queryByRole('link', { name: /Français/ })).toBeNull();
    await wait(1);
    expect(screen.getByRole('link', { name: /Français/ })).toBeTruthy();
  });
});
