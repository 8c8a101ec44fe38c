// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderServerView, renderToHtml } from '../../src/testing/index.ts';
import { parseIconName } from '@site/contracts';
import { Icon } from '../../src/Icon.tsx';
import { iconPrefixes } from '../../src/icon-prefixes.generated.ts';
import { iconRequestUrls, loadIcon } from '../../src/remote-icons.ts';

describe('icon names', () => {
  it('read every form content writes, with dashed collection prefixes', () => {
    expect(parseIconName('i-lucide-rocket', iconPrefixes)).toEqual({ prefix: 'lucide', name: 'rocket' });
    expect(parseIconName('i-simple-icons-github', iconPrefixes)).toEqual({ prefix: 'simple-icons', name: 'github' });
    expect(parseIconName('ph:handshake-duotone', iconPrefixes)).toEqual({ prefix: 'ph', name: 'handshake-duotone' });
    expect(parseIconName('simple-icons-github', iconPrefixes)).toEqual({ prefix: 'simple-icons', name: 'github' });
    expect(parseIconName('i-vscode-icons-file-type-vue', iconPrefixes)).toEqual({ prefix: 'vscode-icons', name: 'file-type-vue' });
    expect(parseIconName('i-carbon-rocket', iconPrefixes)).toEqual({ prefix: 'carbon', name: 'rocket' });
    expect(parseIconName('IconNuxt', iconPrefixes)).toBeNull();
  });

  it('split icon API requests so no URL is longer than 500 characters', () => {
    const names = Array.from({ length: 80 }, (_, i) => `some-icon-name-${i}`);
    const requests = iconRequestUrls('', 'mdi', names);
    expect(requests.length).toBeGreaterThan(1);
    for (const r of requests) expect(r.url.length).toBeLessThanOrEqual(500);
    expect(requests.flatMap((r) => r.names)).toEqual(names);
  });
});

describe('icons from the icon API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolve a name the answer gives as an alias of another icon', async () => {
    // The Iconify format answers an old name (simple-icons `nuxtdotjs`) as an alias of the current one.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          prefix: 'test-set',
          icons: { current: { body: '<path d="M0 0h24v24H0z"/>' } },
          aliases: { renamed: { parent: 'current' }, 'renamed-twice': { parent: 'renamed' } },
        }),
      ),
    );
    const [once, twice, missing] = await Promise.all([
      loadIcon({ prefix: 'test-set', name: 'renamed' }),
      loadIcon({ prefix: 'test-set', name: 'renamed-twice' }),
      loadIcon({ prefix: 'test-set', name: 'absent' }),
    ]);
    expect(once?.body).toBe('<path d="M0 0h24v24H0z"/>');
    expect(twice?.body).toBe(once?.body);
    expect(missing).toBeNull();
  });
});

afterEach(cleanup);

describe('Icon', () => {
  it('inlines an icon of the generated map under any of its spellings', () => {
    // Icons are hidden from assistive technology: read as the markup the server sends.
    const { container } = renderServerView(
      <>
        <Icon name="i-lucide-rocket" />
        <Icon name="lucide:rocket" />
        <Icon name="i-ph-not-inlined-anywhere" />
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs).toHaveLength(3);
    expect(svgs[0]!.childNodes.length).toBeGreaterThan(0);
    expect(svgs[1]!.innerHTML).toBe(svgs[0]!.innerHTML);
    // Not inlined: an empty box of the same size on the server, filled from the icon API after mount.
    expect(svgs[2]!.childNodes).toHaveLength(0);
  });
});

describe('Icon, hydrating before the icon maps are loaded', () => {
  it('keeps the server markup of icons it cannot draw yet, and draws them once the maps are there', async () => {
    const { contentIcons, interfaceIcons } = await import('../../src/icon-maps.ts');
    const { setHydrating } = await import('../../src/hydration.ts');
    const { icons: contentMap } = await import('../../src/content-icons.generated.ts');
    const { icons: interfaceMap } = await import('../../src/icons.generated.ts');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // One icon of each map: the interface's (header, footer) and one only content names.
    const names = [Object.keys(interfaceMap)[0]!, Object.keys(contentMap)[0]!];
    const view = (
      <>
        {names.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToHtml(view);
    const drawn = () => [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    const server = drawn();
    expect(server).toHaveLength(2);
    for (const body of server) expect(body).not.toBe('');

    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: 404 });
    });
    interfaceIcons.$icons.set(null);
    contentIcons.$icons.set(null);
    setHydrating(true);
    const root = await act(async () => hydrateRoot(container, view));
    setHydrating(false);
    expect(drawn()).toEqual(server);
    // The maps arrive (the page went idle): nothing is lost, the icons are the same.
    await act(async () => interfaceIcons.provide(interfaceMap));
    expect(drawn()).toEqual(server);
    await act(async () => contentIcons.provide(contentMap));
    expect(drawn()).toEqual(server);
    // The icon API was never asked for an icon a map holds.
    expect(asked).toEqual([]);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
