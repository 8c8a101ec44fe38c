// @vitest-environment happy-dom
/**
 * Ark UI's widgets take their direction from the page's locale (ArkLocale.tsx): in a
 * right-to-left locale the arrow keys follow the reading order, so the left arrow moves to
 * the next tab, and the widget's parts say `dir="rtl"`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '@ark-ui/react/tabs';
import { cleanup, fireEvent, renderView, screen, waitFor } from '../../src/testing/index.ts';

afterEach(cleanup);

function ThreeTabs() {
  return (
    <Tabs.Root defaultValue="npm">
      <Tabs.List>
        <Tabs.Trigger value="npm">npm</Tabs.Trigger>
        <Tabs.Trigger value="pnpm">pnpm</Tabs.Trigger>
        <Tabs.Trigger value="yarn">yarn</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="npm">npm install</Tabs.Content>
      <Tabs.Content value="pnpm">pnpm add</Tabs.Content>
      <Tabs.Content value="yarn">yarn add</Tabs.Content>
    </Tabs.Root>
  );
}

/** The tab the reader lands on after pressing `key` on the first one. */
async function afterArrow(locale: string, key: 'ArrowLeft' | 'ArrowRight'): Promise<string> {
  renderView(<ThreeTabs />, locale);
  const first = screen.getByRole('tab', { name: 'npm' });
  first.focus();
  fireEvent.keyDown(first, { key });
  // The widget selects the tab it moves to (automatic activation).
  const selected = await waitFor(() => screen.getByRole('tab', { selected: true, name: /pnpm|yarn/ }));
  return selected.textContent ?? '';
}

describe('Ark widgets follow the locale’s direction', () => {
  it.each(['ar', 'he', 'fa_ir', 'ug_cn', 'ckb', 'ur'])(
    'in %s the left arrow moves to the next tab and the list says rtl',
    async (locale) => {
      renderView(<ThreeTabs />, locale);
      expect(screen.getByRole('tablist').getAttribute('dir')).toBe('rtl');
      cleanup();
      expect(await afterArrow(locale, 'ArrowLeft')).toBe('pnpm');
    },
  );

  it.each(['en', 'ja', 'pt_br', 'de_ch'])('in %s the right arrow moves to the next tab and the list says ltr', async (locale) => {
    renderView(<ThreeTabs />, locale);
    expect(screen.getByRole('tablist').getAttribute('dir')).toBe('ltr');
    cleanup();
    expect(await afterArrow(locale, 'ArrowRight')).toBe('pnpm');
  });
});
