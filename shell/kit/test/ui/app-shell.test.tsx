// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { packNodes, siteConfig, type SiteConfig } from '@site/contracts';
import { Header } from '../../src/Header.tsx';
import { Footer } from '../../src/Footer.tsx';
import { NotFound } from '../../src/NotFound.tsx';
import { ErrorScreen } from '../../src/ErrorScreen.tsx';
import { Avatar } from '../../src/Avatar.tsx';
import { Icon } from '../../src/Icon.tsx';
import { UnavailableRegion } from '../../src/UnavailableRegion.tsx';
import { LanguageSelector } from '../../src/LanguageSelector.tsx';
import { localeFlag } from '../../src/locale-flag.ts';
import { localeCookie } from '../../src/locale-cookie.ts';
import { SearchPalette } from '../../src/SearchPalette.tsx';
import { SiteLink } from '../../src/SiteLink.tsx';
import { isRouterLink } from '../../src/navigation.ts';
import { $searchOpen } from '../../src/stores.ts';
import { act, cleanup, fireEvent, renderServerView, renderView, screen, within } from '../../src/testing/index.ts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';

afterEach(() => {
  cleanup();
  $searchOpen.set(false);
  vi.unstubAllGlobals();
});
// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale);
  // happy-dom loads no images: report them as loaded, so avatars show their pictures as in a browser.
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 32 });
});

const englishOnly: SiteConfig = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };

/**
 * The header of a page, rendered in the browser. `renderView` turns i18n on when given a
 * locale; the English-only configuration renders without one, as the shell does.
 */
const header = (path: string, locale = 'en', config = siteConfig) =>
  renderView(<Header config={config} locale={locale} path={path} />, config.i18n.enabled ? locale : undefined, path);
const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const attrs = (el: Element, ...names: string[]) => names.map((name) => el.getAttribute(name));

describe('Header', () => {
  it('links the wordmark home and lists the four centre items with their targets', () => {
    header('/blog');
    const home = screen.getByRole('link', { name: 'Nuxt Content home' });
    expect(attrs(home, 'href', 'dir')).toEqual(['/en', 'ltr']);
    expect(home.textContent).toBe('Nuxt Content');
    // "Content" is drawn in the accent colour (this class), "Nuxt" in the text colour.
    expect(within(home).getByText('Content').className).toBe('wordmark-accent');
    expect(within(home).getByText('Nuxt').className).toBe('');
    const nav = mainNavigation();
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Documentation', 'Studio', 'Templates', 'Blog']);
    const docs = within(nav).getByRole('link', { name: 'Documentation' });
    expect(docs.getAttribute('href')).toBe('/en/docs/getting-started');
    expect(docs.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const studio = within(nav).getByRole('button', { name: 'Studio' });
    expect(attrs(studio, 'aria-haspopup', 'aria-expanded')).toEqual(['dialog', 'false']);
    // Its icon, then its label, then the chevron that says it opens a menu.
    expect(studio.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe('/en/templates');
    const blog = within(nav).getByRole('link', { name: 'Blog' });
    expect(attrs(blog, 'href', 'aria-current', 'class')).toEqual(['/en/blog', 'page', 'nav-link active']);
  });

  it('marks Documentation active for any /docs path', () => {
    header('/docs/advanced/hooks');
    const docs = within(mainNavigation()).getByRole('link', { name: 'Documentation' });
    expect(attrs(docs, 'href', 'aria-current', 'class')).toEqual(['/en/docs/getting-started', 'page', 'nav-link active']);
    const blog = within(mainNavigation()).getByRole('link', { name: 'Blog' });
    expect(attrs(blog, 'aria-current', 'class')).toEqual([null, 'nav-link']);
  });

  it('shows "Open Studio" only on the home page', () => {
    header('/');
    const open = screen.getByRole('link', { name: 'Open Studio' });
    expect(attrs(open, 'href', 'rel', 'class')).toEqual(['https://nuxt.studio', 'noopener noreferrer', 'btn btn-primary header-cta']);
    for (const path of ['/docs/getting-started', '/studio']) {
      cleanup();
      header(path);
      expect(screen.queryByText('Open Studio')).toBeNull();
    }
  });

  it('has a named search button with Ctrl+K key caps on the server (⌘ after hydration on Apple platforms), colour-mode and menu toggles', () => {
    header('/');
    const search = screen.getByRole('button', { name: 'Search…' });
    expect(attrs(search, 'aria-keyshortcuts', 'aria-haspopup')).toEqual(['Meta+K Control+K', 'dialog']);
    expect(search.classList.contains('search-button')).toBe(true);
    // The key caps show the shortcut; hidden from screen readers, which read aria-keyshortcuts.
    const modifier = within(search).getByText('Ctrl');
    expect([modifier.tagName, modifier.title]).toEqual(['KBD', 'Control']);
    expect(within(search).getByText('K').tagName).toBe('KBD');
    expect(modifier.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' }).classList.contains('menu-toggle')).toBe(true);
    expect(screen.getByRole('link', { name: 'Source code on GitHub' }).getAttribute('href')).toBe('https://github.com/nuxt/content');
  });

  it('renders closed overlays as named triggers only: no popover, menu or drawer content on the server', () => {
    const navigation = {
      nodes: packNodes([{ title: 'Guide', path: '/docs/guide', children: [{ title: 'Deep page', path: '/docs/guide/deep' }] }]),
      collection: 'docs_en',
      fallbacks: true,
      version: 'b1',
    };
    const page = <Header config={siteConfig} locale="en" path="/docs/guide/deep" navigation={navigation} />;
    const { container } = renderServerView(page, 'en', '/docs/guide/deep');
    const closedOverlays = () => {
      // The Studio group's links, the drawer's docs navigation and any overlay part are absent.
      expect(screen.queryByRole('link', { name: /Features|Pricing/ })).toBeNull();
      expect(screen.queryByText('Deep page')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(container.querySelector('[data-part="positioner"]')).toBeNull();
    };
    closedOverlays();
    const language = screen.getByRole('button', { name: 'Change language, current: English' });
    expect(attrs(language, 'aria-haspopup', 'aria-expanded')).toEqual(['dialog', 'false']);
    expect(language.classList.contains('language-selector')).toBe(true);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(attrs(menu, 'aria-haspopup', 'aria-expanded')).toEqual(['dialog', 'false']);
    // Hydrated, the overlays stay unmounted until first opened.
    cleanup();
    renderView(page, 'en', '/docs/guide/deep');
    closedOverlays();
    expect(screen.getByRole('button', { name: 'Change language, current: English' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the current locale flag with its code as a fallback, only when i18n is on', () => {
    header('/docs/getting-started', 'fr');
    const language = screen.getByRole('button', { name: 'Changer de langue, actuelle : Français' });
    // The flag is decoration (the button's name says the language): the emoji, and the code
    // the stylesheet shows instead where the system draws no flag glyphs.
    const emoji = within(language).getByText('🇫🇷');
    expect(emoji.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(emoji.nextElementSibling?.getAttribute('data-code')).toBe('fr');
    cleanup();
    header('/docs/getting-started', 'en', englishOnly);
    expect(screen.queryByRole('button', { name: /Change language/ })).toBeNull();
    expect(within(mainNavigation()).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs/getting-started');
    cleanup();
    const single = { ...siteConfig, i18n: { ...siteConfig.i18n, locales: siteConfig.i18n.locales.slice(0, 1) } };
    expect(renderView(<LanguageSelector config={single} locale="en" path="/" />, 'en').container.innerHTML).toBe('');
  });

  it('renders nothing when hidden', () => {
    expect(renderView(<Header config={siteConfig} locale="en" path="/" hidden />, 'en').container.innerHTML).toBe('');
  });

  it('remembers a picked locale in the i18n_redirected cookie for a year, site-wide, SameSite=Lax', () => {
    expect(localeCookie('ja')).toBe('i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('pt-br', true)).toBe('i18n_redirected=pt-br; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('derives flags, mapping languages whose country differs', () => {
    expect(localeFlag('en')).toBe('🇬🇧');
    expect(localeFlag('ja')).toBe('🇯🇵');
    expect(localeFlag('fr')).toBe('🇫🇷');
    expect(localeFlag('pt-br')).toBe('🇧🇷');
  });
});

describe('SiteLink', () => {
  it('links content paths in the reader locale, and files, API paths and external URLs as they are', () => {
    /** The one link rendered, as [href, rel, target]. */
    const link = (to: string, i18n = true) => {
      cleanup();
      renderView(<SiteLink to={to}>x</SiteLink>, i18n ? 'fr' : undefined);
      return attrs(screen.getByRole('link', { name: 'x' }), 'href', 'rel', 'target');
    };
    expect(link('/blog/launch')).toEqual(['/fr/blog/launch', null, null]);
    expect(link('/docs/a#b')).toEqual(['/fr/docs/a#b', null, null]);
    expect(link('/_content/_images/a.png')).toEqual(['/_content/_images/a.png', null, null]);
    // A public folder's picture keeps its root-relative path: it is a file, in no locale.
    expect(link('/blog/cover.png')).toEqual(['/blog/cover.png', null, null]);
    expect(link('/downloads/Logo%20Kit.SVG')).toEqual(['/downloads/Logo%20Kit.SVG', null, null]);
    expect(link('/api/content/llms.txt')).toEqual(['/api/content/llms.txt', null, null]);
    expect(link('https://nuxt.studio')).toEqual(['https://nuxt.studio', 'noopener noreferrer', null]);
    expect(link('/blog/launch', false)).toEqual(['/blog/launch', null, null]);
  });

  it('leaves links to files to the browser, never the client router', () => {
    expect(isRouterLink('/en/docs/getting-started')).toBe(true);
    for (const href of ['/blog/cover.png', '/en/blog/rss.xml', '/_content/_images/a.png?v=1', '//evil.example/x'])
      expect(isRouterLink(href), href).toBe(false);
  });
});

describe('Footer', () => {
  it('shows the copyright year, named social links and a colour-mode control', () => {
    renderView(<Footer config={siteConfig} year={2031} />, 'en');
    expect(screen.getByText('Copyright © 2031').tagName).toBe('P');
    const socials = screen.getByRole('list', { name: 'Social links' });
    for (const s of siteConfig.socials) expect(within(socials).getByRole('link', { name: s.label }).getAttribute('href')).toBe(s.href);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy();
    cleanup();
    renderView(<Footer config={siteConfig} />, 'en');
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()}`)).toBeTruthy();
  });
});

describe('Not found and error screens', () => {
  it('uses the exact texts of the spec and links to the locale home', () => {
    renderView(<NotFound config={siteConfig} locale="en" />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('We are sorry but this page could not be found').tagName).toBe('P');
    // The main action, drawn as the large primary button.
    const back = screen.getByRole('link', { name: 'Back to home' });
    expect(attrs(back, 'href', 'class')).toEqual(['/en', 'btn btn-primary btn-lg']);
    cleanup();
    renderView(<NotFound config={englishOnly} locale="en" />);
    expect(attrs(screen.getByRole('link', { name: 'Back to home' }), 'href', 'class')).toEqual(['/', 'btn btn-primary btn-lg']);
  });

  it('shows the status code, a localised title, and the message only when it differs', () => {
    renderView(<ErrorScreen error={{ statusCode: 503, statusMessage: 'Service unavailable', message: 'Service unavailable' }} />, 'en');
    expect(screen.getByText('503').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeTruthy();
    // The message repeats the title, so it is not shown a second time.
    expect(screen.getAllByText('Service unavailable')).toHaveLength(1);
    cleanup();
    renderView(<ErrorScreen error={{ statusCode: 404, message: 'Page Not Found: /docs/x' }} redirect="/fr" />, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    // The server's English detail, isolated and marked English inside the French page.
    const detail = screen.getByText('Page Not Found: /docs/x');
    expect([detail.tagName, detail.getAttribute('lang'), detail.parentElement?.tagName]).toEqual(['BDI', 'en', 'P']);
    const back = screen.getByRole('link', { name: "Retour à l'accueil" });
    expect(attrs(back, 'href', 'class')).toEqual(['/fr', 'btn btn-primary btn-lg']);
    cleanup();
    renderView(<ErrorScreen error={{}} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('renders the unavailable region with a retry link', () => {
    renderView(<UnavailableRegion retryHref="/en/blog" name="blog" />, 'en');
    const region = screen.getByRole('region', { name: 'This section is temporarily unavailable' });
    expect(region.getAttribute('data-remote')).toBe('blog');
    const retry = within(region).getByRole('link', { name: 'Try again' });
    expect(attrs(retry, 'href', 'class')).toEqual(['/en/blog', 'btn btn-outline']);
  });
});

describe('Avatar and Icon', () => {
  it('shows initials of the first two words without an image', () => {
    renderView(<Avatar alt="Sébastien Chopin Junior" />, 'en');
    expect(screen.getByRole('img', { name: 'Sébastien Chopin Junior' }).textContent).toBe('SC');
    cleanup();
    renderView(<Avatar src="/a.png" alt="Ana" />, 'en');
    const picture = screen.getByRole('img', { name: 'Ana' });
    expect(attrs(picture, 'src', 'width', 'height', 'loading')).toEqual(['/a.png', '32', '32', 'lazy']);
    // A picture that fails to load gives way to the initials.
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Ana' }).textContent).toBe('A');
    cleanup();
    const { container } = renderView(<Avatar />, 'en');
    // No picture and no name: a decorative person icon, nothing announced.
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.avatar > svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a deferred avatar sends its picture in <noscript> only, its circle holding the place, and shows it once hydrated', async () => {
    const avatar = <Avatar src="/a.png" alt="Ana" size={28} defer />;
    const html = renderToString(avatar);
    // Without scripts the picture is there; with them the browser asks for nothing yet.
    expect(html).toBe(
      '<span class="avatar" style="--avatar-size:28px"><noscript><img src="/a.png" alt="Ana" width="28" height="28" loading="lazy" decoding="async"/></noscript></span>',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, avatar));
    expect(attrs(container.querySelector('.avatar > img')!, 'src', 'alt', 'width', 'loading')).toEqual(['/a.png', 'Ana', '28', 'lazy']);
    expect(container.querySelector('noscript')).toBeNull();
    act(() => root.unmount());
    container.remove();
    // Mounted after hydration (a client navigation), it shows the picture at once.
    renderView(avatar, 'en');
    expect(screen.getByRole('img', { name: 'Ana' }).getAttribute('src')).toBe('/a.png');
  });

  it('renders known icons as hidden inline SVG, and an empty box of the same size for names left to the icon API', () => {
    // Icons are hidden from assistive technology, so they are read here as the markup the server sends.
    const svgOf = (name: string) => {
      cleanup();
      return renderServerView(<Icon name={name} />).container.firstElementChild!;
    };
    const box = ['http://www.w3.org/2000/svg', '0 0 24 24', '1em', '1em', 'true', 'false', 'icon'];
    const boxOf = (svg: Element) => attrs(svg, 'xmlns', 'viewBox', 'width', 'height', 'aria-hidden', 'focusable', 'class');
    const rocket = svgOf('i-lucide-rocket');
    expect(boxOf(rocket)).toEqual(box);
    expect(rocket.firstElementChild?.tagName.toLowerCase()).toBe('g');
    const unknown = svgOf('i-lucide-not-a-real-icon');
    expect(boxOf(unknown)).toEqual(box);
    expect(unknown.childNodes).toHaveLength(0);
    const github = svgOf('i-simple-icons-github');
    expect(github.parentElement?.querySelectorAll('svg')).toHaveLength(1);
  });
});

describe('SearchPalette', () => {
  it('renders nothing while closed, and the named dialog with its input once opened (its code loaded on the first open)', async () => {
    // The index request stays pending: no network in unit tests, and the dialog is what is checked.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderView(<SearchPalette />, 'en');
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => $searchOpen.set(true));
    const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' });
    expect(within(dialog).getByRole('combobox', { name: 'Search the documentation' }).getAttribute('placeholder')).toBe(
      'Type a command or search…',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByText('Loading…')).toBeTruthy();
  });

  it('opens and closes with Meta+K anywhere on the page', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderView(<SearchPalette />, 'en');
    act(() => void fireEvent.keyDown(window, { key: 'k', metaKey: true }));
    expect(await screen.findByRole('dialog', { name: 'Search the documentation' })).toBeTruthy();
    expect($searchOpen.get()).toBe(true);
    act(() => void fireEvent.keyDown(window, { key: 'K', ctrlKey: true }));
    expect($searchOpen.get()).toBe(false);
  });
});
