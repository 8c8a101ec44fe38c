// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MinimarkNode, PageBody } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { LandingBody } from '../../src/landing/LandingBody.tsx';
import { cleanup, renderView, screen } from '../../src/testing/index.ts';

// Icons outside the inlined map (i-ph-rocket, i-lucide-box) are fetched after mount: that
// request stays pending here (no network in unit tests), so they stay the empty box.
beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const body = (...value: MinimarkNode[]): PageBody => ({ type: 'minimark', value });
/** Renders content on the English-only site (no locale prefixes) and returns its container. */
const html = (...value: MinimarkNode[]) => renderView(<ContentRenderer body={body(...value)} />).container;
/** Heading texts of a level, in order (text, not accessible name: happy-dom pads inline elements). */
const headings = (level: number) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);
/** Links as [text, href]. */
const links = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const slot = (name: string, ...children: MinimarkNode[]): MinimarkNode => ['template', { slot: name }, ...children];

describe('landing components under every name form', () => {
  it('u-page-hero maps its #title, #description, #links and #default slots onto the hero', () => {
    const out = html([
      'u-page-hero',
      { orientation: 'horizontal' },
      slot('title', ['p', {}, 'Ship docs ', ['span', { class: 'text-primary' }, 'fast']]),
      slot('description', ['p', {}, 'Write markdown, get a site.']),
      slot(
        'links',
        ['u-button', { to: '/docs/start', trailingIcon: 'i-lucide-arrow-right' }, 'Get started'],
        ['u-input-copy', { value: 'npm i site' }],
      ),
      slot('default', ['pre', { language: 'ts', code: 'x' }, ['code', {}, 'x']]),
    ]);
    expect(headings(1)).toEqual(['Ship docs fast']);
    expect(screen.getByText('Write markdown, get a site.')).toBeTruthy();
    expect(linkTo('Get started')).toBe('/docs/start');
    expect(screen.getByText('npm i site')).toBeTruthy();
    expect([...out.querySelectorAll('section')].map((section) => section.getAttribute('data-orientation'))).toEqual(['horizontal']);
  });

  it('page-section, UPageSection and u-page-section are one component: h2, features from props, links', () => {
    for (const name of ['page-section', 'UPageSection', 'u-page-section']) {
      cleanup();
      html([
        name,
        {
          title: 'Why it helps',
          features: [
            { title: 'Typed', description: 'Schemas', icon: 'i-lucide-layers' },
            { title: 'Fast', description: 'SQLite' },
          ],
          links: [{ label: 'Read more', to: '/docs' }],
        },
      ]);
      expect(headings(2)).toEqual(['Why it helps']);
      expect(headings(3)).toEqual(['Typed', 'Fast']);
      expect(linkTo('Read more')).toBe('/docs');
    }
  });

  it('page features and cards take #title and #description slots, cards link as a whole', () => {
    html([
      'u-page-grid',
      {},
      [
        'u-page-card',
        { to: '/docs/a', icon: 'i-lucide-box', spotlight: true },
        slot('title', ['p', {}, 'Module']),
        slot('description', ['p', {}, 'An integration.']),
      ],
      ['u-page-feature', { icon: 'i-ph-rocket' }, slot('title', ['p', {}, 'Rocket']), slot('description', ['p', {}, 'Goes up.'])],
    ]);
    expect(headings(3)).toEqual(['Module', 'Rocket']);
    expect(links()).toEqual([['Module', '/docs/a']]);
    expect(screen.getByText('An integration.')).toBeTruthy();
    expect(screen.getByText('Goes up.')).toBeTruthy();
  });

  it('prose- prefixed callouts, info, steps and code groups render as those components', () => {
    const out = html(
      ['prose-note', {}, ['p', {}, 'A note']],
      ['ProseTip', {}, ['p', {}, 'A tip']],
      ['info', {}, ['p', {}, 'Some info']],
      ['prose-steps', {}, ['h3', {}, 'One'], ['p', {}, 'Do it']],
    );
    expect(screen.getAllByRole('note').map((note) => note.getAttribute('data-type'))).toEqual(['note', 'tip', 'info']);
    // Steps: numbered by the stylesheet from this class, its heading marked as a step.
    expect(out.querySelectorAll('div.steps')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'One' }).className).toBe('step-heading');
    // Every name was known: none fell back to the unknown-component wrapper.
    expect(out.querySelectorAll('[data-component]')).toHaveLength(0);
  });

  it('CTA, logos, browser frame, colour-mode image, video, accordion, icon and line break', () => {
    const out = html(
      ['u-page-cta', { title: 'Start now', links: [{ label: 'Go', to: '/go' }] }],
      ['u-page-logos', { title: 'Used by', items: ['i-simple-icons-github', { src: 'https://example.com/logo.svg', alt: 'Example' }] }],
      ['browser-frame', { title: 'example.com' }, ['p', {}, 'Inside']],
      ['u-color-mode-image', { light: '/_content/light.png', dark: '/_content/dark.png', alt: 'Screenshot', width: 800, height: 450 }],
      ['video', { src: 'https://example.com/clip.mp4', autoplay: true, loop: true }],
      ['accordion', {}, ['accordion-item', { label: 'Question?' }, ['p', {}, 'Answer.']]],
      ['p', {}, 'Line', ['br', {}], 'break ', ['icon', { name: 'i-lucide-rocket' }]],
    );
    expect(headings(2)).toEqual(['Start now']);
    expect(linkTo('Go')).toBe('/go');
    expect(screen.getAllByRole('img').map((i) => [i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      ['Example', '128', '32'],
      ['Screenshot', '800', '450'],
      ['Screenshot', '800', '450'],
    ]);
    expect([...out.querySelectorAll('video')].map((video) => [video.getAttribute('src'), video.style.aspectRatio])).toEqual([
      ['https://example.com/clip.mp4', '16 / 9'],
    ]);
    // The accordion item is a native disclosure: a group opened by its summary, the question.
    const item = screen.getByRole('group');
    expect(item.querySelector(':scope > summary')?.textContent?.trim()).toBe('Question?');
    expect(out.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByText('example.com')).toBeTruthy();
  });

  it('colour-mode images: the variant for each mode, lazy unless `loading: eager` (a hero above the fold, eager in light)', () => {
    html(
      ['color-mode-image', { light: '/_content/a.svg', dark: '/_content/a.dark.svg', alt: 'Below', width: 600, height: 420 }],
      [
        'color-mode-image',
        { light: '/_content/b.svg', dark: '/_content/b.dark.svg', alt: 'Hero', width: 640, height: 500, loading: 'eager' },
      ],
      ['color-mode-image', { light: '/_content/c.svg', alt: 'One for both' }],
    );
    const shown = (name: string) =>
      screen.getAllByRole('img', { name }).map((i) => [i.getAttribute('src'), i.className, i.getAttribute('loading')]);
    expect(shown('Below')).toEqual([
      ['/_content/a.svg', 'color-mode-image color-mode-image--light', 'lazy'],
      ['/_content/a.dark.svg', 'color-mode-image color-mode-image--dark', 'lazy'],
    ]);
    // A hero is eager in the mode a page opens in; its dark variant loads once dark mode shows it.
    expect(shown('Hero').map(([, , loading]) => loading)).toEqual(['eager', 'lazy']);
    // Without a dark variant the one image shows in both modes, in a 16:9 box until it loads.
    expect(shown('One for both')).toEqual([['/_content/c.svg', 'color-mode-image color-mode-image--any', 'lazy']]);
    expect(screen.getByRole('img', { name: 'One for both' }).style.aspectRatio).toBe('16 / 9');
  });

  it('an unknown component keeps its content, slots included', () => {
    const out = html(['hero-background', {}, ['p', {}, 'Still here'], slot('extra', ['p', {}, 'Slot text'])]);
    expect(out.textContent).toBe('Still hereSlot text');
  });
});

describe('images in content', () => {
  it('hold their box: width and height when written, a 16:9 placeholder ratio otherwise', () => {
    html([
      'p',
      {},
      ['img', { src: 'https://avatars.example.com/u/1.png', alt: 'Ada' }],
      ['img', { src: '/_content/a.png', alt: 'A', width: 40, height: 40 }],
    ]);
    expect(screen.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.style.aspectRatio, img.getAttribute('width')])).toEqual([
      ['Ada', 'auto 16 / 9', null],
      ['A', '', '40'],
    ]);
  });
});

describe('LandingBody', () => {
  it('uses the body hero as the page h1, and the page title when the body has none', () => {
    renderView(<LandingBody body={body(['u-page-hero', { title: 'From the body' }])} title="Home" />, 'en');
    expect(headings(1)).toEqual(['From the body']);
    cleanup();
    renderView(<LandingBody body={body(['u-page-section', { title: 'Section' }])} title="Home" />, 'en');
    expect(headings(1)).toEqual(['Home']);
  });
});
