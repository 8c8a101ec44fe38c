// @vitest-environment happy-dom
/**
 * A body the inline state gives as the server's HTML is hydrated without being rendered:
 * its markup stays exactly the server's, and its copy buttons, tabs and API icons work in it.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverHtmlBodies, siteConfig, type MinimarkNode, type PageBody } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { captureServerHtml } from '../../src/prose/ServerHtml.tsx';
import { SiteProvider } from '../../src/site-context.tsx';
import { fireEvent, renderToHtml, screen, within } from '../../src/testing/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const block = (filename: string, code: string): MinimarkNode => ['pre', { language: 'bash', filename, code }, ['code', {}, code]];
const page = {
  body: {
    type: 'minimark',
    value: [
      ['h2', { id: 'install' }, 'Install'],
      ['code-group', {}, block('npm', 'npm i'), block('pnpm', 'pnpm add')],
      ['p', {}, 'An icon the server could not inline: ', ['icon', { name: 'i-ph-rocket-launch' }]],
    ],
  } satisfies PageBody,
};

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

let copied: string[];
beforeEach(() => {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (value: string) => void copied.push(value) },
  });
  // The icon API answers the one icon the server left to it.
  vi.stubGlobal('fetch', async () =>
    Response.json({ prefix: 'ph', icons: { 'rocket-launch': { body: '<path d="M1 1h22v22H1z"/>' } }, width: 256, height: 256 }),
  );
});

const view = (body: PageBody) => (
  <SiteProvider config={siteConfig} locale="en" path="/">
    <ContentRenderer body={body} />
  </SiteProvider>
);

/** The page as a browser gets it: the server's HTML, hydrated from the inline state. */
async function hydrated(): Promise<HTMLElement> {
  const { render, inline } = serverHtmlBodies(page);
  const container = document.createElement('div');
  container.innerHTML = renderToHtml(<ContentRenderer body={render.body} />, undefined, '/');
  document.body.appendChild(container);
  captureServerHtml(container);
  await act(async () => void roots.push(hydrateRoot(container, view(inline.body))));
  return container;
}

describe('server HTML kept by hydration', () => {
  it('leaves the markup exactly as the server rendered it', async () => {
    const { render } = serverHtmlBodies(page);
    const container = await hydrated();
    const prose = container.querySelector('.prose')!;
    expect(prose.getAttribute('data-server-html')).toBe('b0');
    // The same markup, bar the icon the API filled in after hydration.
    const server = document.createElement('div');
    server.innerHTML = renderToHtml(<ContentRenderer body={render.body} />, undefined, '/');
    const withoutApiIcon = (el: Element) => el.innerHTML.replace(/<svg[^>]*data-icon[^>]*>.*?<\/svg>/, '');
    expect(withoutApiIcon(prose)).toBe(withoutApiIcon(server.querySelector('.prose')!));
    expect(screen.getByRole('heading', { level: 2, name: 'Install' })).toBeTruthy();
  });

  it('switches tabs by click and by arrow keys, and copies the code shown', async () => {
    await hydrated();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    fireEvent.click(tabs[1]!);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs.map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
    ]);
    expect(document.activeElement).toBe(tabs[0]);

    const copy = within(panels[0]!).getByRole('button', { name: 'Copy code to clipboard' });
    await act(async () => fireEvent.click(copy));
    expect(copied).toEqual(['npm i']);
    expect(copy.hasAttribute('data-copied')).toBe(true);
  });

  it('fills an icon the server left to the icon API', async () => {
    const container = await hydrated();
    const svg = container.querySelector('svg[data-icon="ph:rocket-launch"]')!;
    await vi.waitFor(() => expect(svg.innerHTML).toBe('<path d="M1 1h22v22H1z"></path>'));
    expect(svg.getAttribute('viewBox')).toBe('0 0 256 256');
  });

  it('moves the server nodes in should React render the body afresh', async () => {
    const { render, inline } = serverHtmlBodies(page);
    const server = document.createElement('div');
    server.innerHTML = renderToHtml(<ContentRenderer body={render.body} />, undefined, '/');
    captureServerHtml(server);
    const fresh = document.createElement('div');
    document.body.appendChild(fresh);
    const root = createRoot(fresh);
    roots.push(root);
    await act(async () => root.render(view(inline.body)));
    expect(within(fresh).getByRole('heading', { level: 2, name: 'Install' })).toBeTruthy();
    expect(within(fresh).getAllByRole('tab')).toHaveLength(2);
  });
});
