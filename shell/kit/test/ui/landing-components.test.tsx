import { describe, expect, it } from 'vitest';
import type { MinimarkNode, PageBody } from '@site/contracts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { LandingBody } from '../../src/landing/LandingBody.tsx';
import { attr, byTag, headings, links, text, visibleText } from './dom.ts';
import { englishOnly, render } from './render.ts';

const body = (...value: MinimarkNode[]): PageBody => ({ type: 'minimark', value });
const html = (...value: MinimarkNode[]) => render(<ContentRenderer body={body(...value)} />, { config: englishOnly });
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
    expect(headings(out, 1)).toEqual(['Ship docs fast']);
    expect(visibleText(out)).toContain('Write markdown, get a site.');
    expect(links(out)).toContainEqual({ name: 'Get started', href: '/docs/start' });
    expect(visibleText(out)).toContain('npm i site');
    expect(byTag(out, 'section').map((section) => attr(section, 'data-orientation'))).toEqual(['horizontal']);
  });

  it('page-section, UPageSection and u-page-section are one component: h2, features from props, links', () => {
    for (const name of ['page-section', 'UPageSection', 'u-page-section']) {
      const out = html([
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
      expect(headings(out, 2)).toEqual(['Why it helps']);
      expect(headings(out, 3)).toEqual(['Typed', 'Fast']);
      expect(links(out)).toContainEqual({ name: 'Read more', href: '/docs' });
    }
  });

  it('page features and cards take #title and #description slots, cards link as a whole', () => {
    const out = html([
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
    expect(headings(out, 3)).toEqual(['Module', 'Rocket']);
    expect(links(out)).toEqual([{ name: 'Module', href: '/docs/a' }]);
    expect(visibleText(out)).toContain('An integration.');
    expect(visibleText(out)).toContain('Goes up.');
  });

  it('prose- prefixed callouts, info, steps and code groups render as those components', () => {
    const out = html(
      ['prose-note', {}, ['p', {}, 'A note']],
      ['ProseTip', {}, ['p', {}, 'A tip']],
      ['info', {}, ['p', {}, 'Some info']],
      ['prose-steps', {}, ['h3', {}, 'One'], ['p', {}, 'Do it']],
    );
    expect(
      byTag(out, 'div')
        .filter((d) => attr(d, 'role') === 'note')
        .map((d) => attr(d, 'data-type')),
    ).toEqual(['note', 'tip', 'info']);
    expect(byTag(out, 'div').some((d) => attr(d, 'class') === 'steps')).toBe(true);
    expect(byTag(out, 'div').some((d) => attr(d, 'data-component'))).toBe(false);
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
    expect(headings(out, 2)).toEqual(['Start now']);
    expect(links(out)).toContainEqual({ name: 'Go', href: '/go' });
    expect(byTag(out, 'img').map((i) => [attr(i, 'alt'), attr(i, 'width'), attr(i, 'height')])).toEqual([
      ['Example', '128', '32'],
      ['Screenshot', '800', '450'],
      ['Screenshot', '800', '450'],
    ]);
    expect(byTag(out, 'video').map((video) => [attr(video, 'src'), attr(video, 'style')])).toEqual([
      ['https://example.com/clip.mp4', 'aspect-ratio:16 / 9'],
    ]);
    expect(byTag(out, 'summary').map((s) => text(s).trim())).toEqual(['Question?']);
    expect(byTag(out, 'br')).toHaveLength(1);
    expect(visibleText(out)).toContain('example.com');
  });

  it('an unknown component keeps its content, slots included', () => {
    const out = html(['hero-background', {}, ['p', {}, 'Still here'], slot('extra', ['p', {}, 'Slot text'])]);
    expect(visibleText(out)).toBe('Still hereSlot text');
  });
});

describe('images in content', () => {
  it('hold their box: width and height when written, a 16:9 placeholder ratio otherwise', () => {
    const out = html([
      'p',
      {},
      ['img', { src: 'https://avatars.example.com/u/1.png', alt: 'Ada' }],
      ['img', { src: '/_content/a.png', alt: 'A', width: 40, height: 40 }],
    ]);
    expect(byTag(out, 'img').map((img) => [attr(img, 'alt'), attr(img, 'style') ?? null, attr(img, 'width') ?? null])).toEqual([
      ['Ada', 'aspect-ratio:auto 16 / 9', null],
      ['A', null, '40'],
    ]);
  });
});

describe('LandingBody', () => {
  it('uses the body hero as the page h1, and the page title when the body has none', () => {
    const withHero = render(<LandingBody body={body(['u-page-hero', { title: 'From the body' }])} title="Home" />);
    expect(headings(withHero, 1)).toEqual(['From the body']);
    const plain = render(<LandingBody body={body(['u-page-section', { title: 'Section' }])} title="Home" />);
    expect(headings(plain, 1)).toEqual(['Home']);
  });
});
