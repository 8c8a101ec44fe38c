// @vitest-environment happy-dom
/**
 * A keyboard reader who reaches a lazily loaded menu before the page's script ran (Tab, Tab,
 * Enter while the page loads): the Enter is held and replayed as a click once the app
 * hydrated, and the menu opens with focus on its trigger or inside it, never on the page's
 * body, where the next arrow key or Tab would start over from the top.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { siteConfig } from '@site/contracts';
import { NavGroup } from '../../src/NavGroup.tsx';
import { SiteProvider } from '../../src/site-context.tsx';
import { renderToHtml } from '../../src/testing/render-to-html.tsx';
import { act, cleanup, fireEvent, screen, waitFor } from '../../src/testing/index.ts';

afterEach(cleanup);

const studio = {
  label: 'Studio',
  children: [
    { label: 'Features', to: '/studio', description: 'What it does' },
    { label: 'Pricing', to: '/studio/pricing', description: 'What it costs' },
  ],
};

describe('a lazily loaded menu reached by keyboard before the app started', () => {
  it('keeps focus on its trigger or in the menu once the held Enter opens it', async () => {
    const element = (
      <SiteProvider config={siteConfig} locale="en" path="/">
        <NavGroup item={studio} />
      </SiteProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToHtml(<NavGroup item={studio} />);
    document.body.appendChild(container);
    // Focused while the page was still plain HTML: React sees no focus event.
    const plain = screen.getByRole('button', { name: /Studio/ });
    plain.focus();
    expect(document.activeElement).toBe(plain);

    render(element, { container, hydrate: true });
    // The held Enter, replayed as a click on the hydrated trigger.
    fireEvent.click(screen.getByRole('button', { name: /Studio/ }));
    await act(async () => {
      await import('../../src/PopoverPanel.tsx');
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /Pricing/ })).toBeTruthy());
    await waitFor(() => {
      const focused = document.activeElement;
      expect(focused).not.toBe(document.body);
      expect(focused?.closest('[role="dialog"]') ?? (focused as HTMLElement | null)?.textContent).toBeTruthy();
    });
    container.remove();
  });
});
