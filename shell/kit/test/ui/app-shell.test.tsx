import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
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
import { SearchPaletteDialog } from '../../src/SearchPaletteDialog.tsx';
import { SiteLink } from '../../src/SiteLink.tsx';
import { $searchOpen } from '../../src/stores.ts';
import { count, englishOnly, render } from './render.ts';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale);
});

const header = (path: string, locale = 'en', config = siteConfig) =>
  render(<Header config={config} locale={locale} path={path} />, { config, locale, path });

describe('Header', () => {
  it('links the wordmark home and lists the four centre items with their targets', () => {
    const out = header('/blog');
    expect(out).toMatch(
      /<a href="\/en" class="wordmark" dir="ltr" aria-label="Nuxt Content home">.*<span>Nuxt<\/span> <span class="wordmark-accent">Content<\/span>/,
    );
    expect(out).toMatch(/<a href="\/en\/docs\/getting-started" class="nav-link"><svg[^>]*>.*?<\/svg>Documentation<\/a>/);
    expect(out).toMatch(
      /<button type="button" class="nav-link" aria-haspopup="dialog" aria-expanded="false"><svg[^>]*>.*?<\/svg>Studio<svg/,
    );
    expect(out).toContain('href="/en/templates"');
    expect(out).toMatch(/<a href="\/en\/blog" class="nav-link active" aria-current="page">/);
  });

  it('marks Documentation active for any /docs path', () => {
    const out = header('/docs/advanced/hooks');
    expect(out).toMatch(/<a href="\/en\/docs\/getting-started" class="nav-link active" aria-current="page">/);
    expect(out).not.toMatch(/href="\/en\/blog" class="nav-link active"/);
  });

  it('shows "Open Studio" only on the home page', () => {
    expect(header('/')).toMatch(
      /<a href="https:\/\/nuxt.studio" rel="noopener noreferrer" class="btn btn-primary header-cta">Open Studio<\/a>/,
    );
    expect(header('/docs/getting-started')).not.toContain('Open Studio');
    expect(header('/studio')).not.toContain('Open Studio');
  });

  it('has a named search button with Meta+K key caps, colour-mode and menu toggles', () => {
    const out = header('/');
    expect(out).toMatch(
      /<button type="button" class="btn btn-outline search-button[^"]*" aria-keyshortcuts="Meta\+K" aria-haspopup="dialog">.*?<span class="search-label">Search…<\/span>/,
    );
    expect(out).toContain('<kbd class="kbd" title="Meta">⌘</kbd><kbd class="kbd">K</kbd>');
    expect(out).toContain('aria-label="Switch to dark mode"');
    expect(out).toMatch(/class="btn btn-ghost btn-icon menu-toggle" aria-label="Open menu"/);
    expect(out).toContain('aria-label="Source code on GitHub"');
  });

  it('renders closed overlays as named triggers only: no popover, menu or drawer content on the server', () => {
    const navigation = [
      {
        title: 'Guide',
        path: '/docs/guide',
        stem: 'docs/guide',
        children: [{ title: 'Deep page', path: '/docs/guide/deep', stem: 'docs/guide/deep' }],
      },
    ];
    const out = render(<Header config={siteConfig} locale="en" path="/docs/guide/deep" navigation={navigation} />, {
      path: '/docs/guide/deep',
    });
    expect(out).not.toContain('popover-item');
    expect(out).not.toContain('Deep page');
    expect(out).not.toContain('data-part="positioner"');
    expect(out).toMatch(
      /class="btn btn-ghost btn-icon language-selector" aria-label="Change language, current: English" aria-haspopup="dialog" aria-expanded="false"/,
    );
    expect(out).toMatch(/class="btn btn-ghost btn-icon menu-toggle" aria-label="Open menu" aria-haspopup="dialog" aria-expanded="false"/);
  });

  it('shows the current locale flag with its code as a fallback, only when i18n is on', () => {
    const out = header('/docs/getting-started', 'fr');
    expect(out).toContain('aria-label="Changer de langue, actuelle : Français"');
    expect(out).toContain(
      '<span class="flag" aria-hidden="true"><span class="flag-emoji">🇫🇷</span><span class="flag-code" data-code="fr"></span></span>',
    );
    const off = header('/docs/getting-started', 'en', englishOnly);
    expect(off).not.toContain('language-selector');
    expect(off).toContain('href="/docs/getting-started"');
    const single = { ...siteConfig, i18n: { ...siteConfig.i18n, locales: siteConfig.i18n.locales.slice(0, 1) } };
    expect(render(<LanguageSelector config={single} locale="en" path="/" />)).toBe('');
  });

  it('renders nothing when hidden', () => {
    expect(render(<Header config={siteConfig} locale="en" path="/" hidden />)).toBe('');
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
    const link = (to: string, config = siteConfig) => render(<SiteLink to={to}>x</SiteLink>, { locale: 'fr', config });
    expect(link('/blog/launch')).toBe('<a href="/fr/blog/launch">x</a>');
    expect(link('/docs/a#b')).toBe('<a href="/fr/docs/a#b">x</a>');
    expect(link('/_content/_images/a.png')).toBe('<a href="/_content/_images/a.png">x</a>');
    expect(link('/api/content/llms.txt')).toBe('<a href="/api/content/llms.txt">x</a>');
    expect(link('https://nuxt.studio')).toBe('<a href="https://nuxt.studio" rel="noopener noreferrer">x</a>');
    expect(link('/blog/launch', englishOnly)).toBe('<a href="/blog/launch">x</a>');
  });
});

describe('Footer', () => {
  it('shows the copyright year, named social links and a colour-mode control', () => {
    const out = render(<Footer config={siteConfig} year={2031} />);
    expect(out).toContain('<p>Copyright © 2031</p>');
    for (const s of siteConfig.socials) expect(out).toContain(`aria-label="${s.label}"`);
    expect(out).toContain('color-mode-button');
    expect(render(<Footer config={siteConfig} />)).toContain(`Copyright © ${new Date().getFullYear()}`);
  });
});

describe('Not found and error screens', () => {
  it('uses the exact texts of the spec and links to the locale home', () => {
    const out = render(<NotFound config={siteConfig} locale="en" />);
    expect(out).toContain('<h1>Page not found</h1>');
    expect(out).toContain('<p>We are sorry but this page could not be found</p>');
    expect(out).toMatch(/<a href="\/en" class="btn btn-primary btn-lg">Back to home<\/a>/);
    expect(render(<NotFound config={englishOnly} locale="en" />)).toContain('<a href="/" class="btn btn-primary btn-lg">Back to home</a>');
  });

  it('shows the status code, a localised title, and the message only when it differs', () => {
    const same = render(<ErrorScreen error={{ statusCode: 503, statusMessage: 'Service unavailable', message: 'Service unavailable' }} />);
    expect(same).toContain('<p class="status-code">503</p>');
    expect(same).toContain('<h1>Service unavailable</h1>');
    expect(same).not.toContain('error-message');
    const differs = render(<ErrorScreen error={{ statusCode: 404, message: 'Page Not Found: /docs/x' }} redirect="/fr" />, {
      locale: 'fr',
    });
    expect(differs).toContain('<h1>Page introuvable</h1>');
    expect(differs).toContain('<p class="error-message">Page Not Found: /docs/x</p>');
    expect(differs).toContain('<a href="/fr" class="btn btn-primary btn-lg">Retour à l&#x27;accueil</a>');
    expect(render(<ErrorScreen error={{}} />)).toMatch(/<h1>An error occurred<\/h1>.*<a href="\/"/);
  });

  it('renders the unavailable region with a retry link', () => {
    const out = render(<UnavailableRegion retryHref="/en/blog" name="blog" />);
    expect(out).toMatch(
      /<section class="unavailable container" role="region" aria-labelledby="([^"]+)" data-remote="blog">.*<p id="\1">This section is temporarily unavailable<\/p>/,
    );
    expect(out).toMatch(/<a href="\/en\/blog" class="btn btn-outline">.*Try again<\/a>/);
  });
});

describe('Avatar and Icon', () => {
  it('shows initials of the first two words without an image', () => {
    expect(render(<Avatar alt="Sébastien Chopin Junior" />)).toContain('<span role="img" aria-label="Sébastien Chopin Junior">SC</span>');
    expect(render(<Avatar src="/a.png" alt="Ana" />)).toContain('<img src="/a.png" alt="Ana" width="32" height="32" loading="lazy"');
    expect(render(<Avatar />)).toMatch(/<span class="avatar"[^>]*><svg/);
  });

  it('renders known icons as hidden inline SVG, and an empty box of the same size for names left to the icon API', () => {
    expect(render(<Icon name="i-lucide-rocket" />)).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" class="icon"><g /,
    );
    expect(render(<Icon name="i-lucide-not-a-real-icon" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" class="icon"></svg>',
    );
    expect(count(render(<Icon name="i-simple-icons-github" />), /<svg/)).toBe(1);
  });
});

describe('SearchPalette', () => {
  it('renders nothing while closed, and the named dialog with its input once opened', () => {
    expect(render(<SearchPalette />)).toBe('');
    $searchOpen.set(true);
    try {
      // The palette loads its dialog on the first open; the dialog itself renders the named parts.
      const out = render(<SearchPaletteDialog open />);
      expect(out).toContain('role="dialog"');
      expect(out).toContain('placeholder="Type a command or search…"');
      expect(out).toContain('aria-label="Close"');
    } finally {
      $searchOpen.set(false);
    }
  });
});
