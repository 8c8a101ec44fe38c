import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
import { STATE_ELEMENT_ID, type PageState } from '../src/app/page-state.ts';
import { documentParts, renderDocument, serializeState } from '../src/server/html-document.ts';
import { SharedPart } from '../src/server/encode-page.ts';
import { documentHead, linkHrefs, pageElements, scriptSrcs } from './support/html-links.ts';

const state = (over: Partial<PageState> = {}): PageState => ({
  config: siteConfig,
  buildId: 'b1',
  remotes: { docs: 'v1' },
  contentVersions: {},
  route: { id: 'docs', owner: 'docs', page: 'DocsPage', layout: 'docs', locale: 'en', path: '/docs/x', params: {} },
  status: 200,
  head: { title: 'A <b>title</b>', description: 'Say "hi" & bye', alternates: ['en', 'fr'] },
  view: { kind: 'page', data: { text: '</script><script>alert(1)</script>\u2028' } },
  year: 2026,
  ...over,
});

describe('the HTML document', () => {
  it('embeds the state so that no content can close its script element', () => {
    const json = serializeState(state());
    // The HTML parser ends a script at the first `</script`, whatever JSON says around it.
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json).view.data.text).toBe('</script><script>alert(1)</script>\u2028');
    // Parsed as a browser does: the state element holds the whole state, and no script was added.
    const elements = pageElements(renderDocument(state(), '<p>app</p>', { reader: '/_shell/reader.js', js: [], css: [] }));
    const scripts = elements.filter((el) => el.tag === 'script');
    const stateScript = scripts.find((el) => el.attrs.id === STATE_ELEMENT_ID);
    expect(JSON.parse(stateScript!.text).view.data.text).toBe('</script><script>alert(1)</script>\u2028');
    expect(scripts.filter((el) => el.text.includes('alert(1)'))).toEqual([stateScript]);
  });

  it("carries the state exactly as serialized, its build's fields one shared part for every page of the build", () => {
    const stateText = (page: PageState) =>
      pageElements(renderDocument(page, '', { reader: '/_shell/reader.js', js: [], css: [] })).find(
        (el) => el.attrs.id === STATE_ELEMENT_ID,
      )!.text;
    // Pages of one build share its configuration and content versions (the same objects).
    const page = state();
    const other = { ...page, route: { ...page.route, path: '/docs/y' }, head: { title: 'Y' } };
    for (const each of [page, other, state({ buildId: 'b2' })]) expect(stateText(each)).toBe(serializeState(each));
    const sharedOf = (page: PageState) =>
      documentParts(page, [''], { reader: '/_shell/reader.js', js: [], css: [] }).filter(
        (part): part is SharedPart => part instanceof SharedPart,
      );
    expect(sharedOf(other)).toHaveLength(1);
    expect(sharedOf(other)[0]).toBe(sharedOf(page)[0]);
    // Another build, or the same build id with other remote versions: fields of their own.
    expect(sharedOf(state({ buildId: 'b2' }))[0]!.text).toContain('"buildId":"b2"');
    expect(sharedOf(state({ remotes: { docs: 'v2' } }))[0]!.text).toContain('"docs":"v2"');
  });

  it('escapes head texts and takes canonical and hreflang URLs from the configured origin', () => {
    const html = renderDocument(state(), '<p>app</p>', {
      reader: '/_shell/reader.js',
      js: ['/_shell/main.js'],
      css: ['/_shell/styles.css'],
    });
    const head = documentHead(html);
    expect(head.title).toBe('A <b>title</b> - Nuxt Content');
    expect(head.description).toBe('Say "hi" & bye');
    expect(head.canonical).toEqual([`${siteConfig.origin}/en/docs/x`]);
    expect(head.alternates).toContainEqual(['fr', `${siteConfig.origin}/fr/docs/x`]);
    expect([head.lang, head.dir]).toEqual(['en', 'ltr']);
    expect(scriptSrcs(html)).toContain('/_remotes/docs/v1/browser/remoteEntry.js');
    expect(scriptSrcs(html)).toContain('/_shell/main.js');
    // A title that tries to end its element stays text: it adds no tag to the head.
    const hostile = 'x</title><meta name="robots" content="noindex">';
    const escaped = documentHead(renderDocument(state({ head: { title: hostile } }), '', { reader: '/_shell/reader.js', js: [], css: [] }));
    expect([escaped.title, escaped.robots]).toEqual([`${hostile} - Nuxt Content`, undefined]);
  });

  it("renders the page's own allowed meta pairs, escaped, and never one off the list", () => {
    const meta = [
      { name: 'keywords', content: 'a "quoted" <list>' },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'refresh', content: '0;url=https://evil.example' },
    ];
    const html = renderDocument(state({ head: { title: 't', meta } }), '', { reader: '/_shell/reader.js', js: [], css: [] });
    const metaOf = (name: string) => pageElements(html).filter((el) => el.tag === 'meta' && el.attrs.name === name);
    expect(metaOf('keywords').map((el) => el.attrs.content)).toEqual(['a "quoted" <list>']);
    expect(documentHead(html).robots).toBe('noindex, nofollow');
    expect(metaOf('refresh')).toEqual([]);
  });

  it('lists hreflang alternates as BCP 47 tags with absolute URLs, plus x-default, only for locales that have the page', () => {
    const origin = siteConfig.origin;
    const of = (alternates: string[] | undefined, over: Partial<PageState> = {}) =>
      documentHead(
        renderDocument(state({ head: { title: 't', ...(alternates ? { alternates } : {}) }, ...over }), '', {
          reader: '/_shell/reader.js',
          js: [],
          css: [],
        }),
      ).alternates;
    expect(of(['zh_tw', 'en', 'pt_br', 'tj', 'nope'])).toEqual([
      ['en', `${origin}/en/docs/x`],
      ['pt-BR', `${origin}/pt_br/docs/x`],
      ['tg', `${origin}/tj/docs/x`],
      ['zh-TW', `${origin}/zh_tw/docs/x`],
      ['x-default', `${origin}/en/docs/x`],
    ]);
    // A page written only in translations still tells crawlers where readers of other languages go.
    expect(of(['ja', 'fr'])).toEqual([
      ['fr', `${origin}/fr/docs/x`],
      ['ja', `${origin}/ja/docs/x`],
      ['x-default', `${origin}/fr/docs/x`],
    ]);
    expect(of(undefined)).toEqual([]);
    expect(of(['en'], { status: 404 })).toEqual([]);
    const englishOnly = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };
    expect(of(['en'], { config: englishOnly })).toEqual([]);
  });

  it('carries the stylesheets it has inline, marked with the file each stands for, and links the others', () => {
    const styles = (html: string) =>
      pageElements(html)
        .filter((el) => el.tag === 'style' || (el.tag === 'link' && el.attrs.rel === 'stylesheet'))
        .map((el) => [el.tag, el.attrs['data-href'] ?? el.attrs.href, el.text]);
    const css = '.a{color:red}';
    const remote = '/_remotes/docs/v1/browser/styles.css';
    expect(
      styles(
        renderDocument(state(), '', {
          reader: '/_shell/reader.js',
          js: [],
          css: ['/_shell/s.css'],
          inlineCss: { '/_shell/s.css': css },
          remoteCss: '.b{}',
        }),
      ),
    ).toEqual([
      ['style', '/_shell/s.css', css],
      ['style', remote, '.b{}'],
    ]);
    // Without the text, or with text that could end its element, the file is linked.
    const hostile = '.x{}</style><script>alert(1)</script>';
    expect(
      styles(renderDocument(state(), '', { reader: '/_shell/reader.js', js: [], css: ['/_shell/s.css'], remoteCss: hostile })),
    ).toEqual([
      ['link', '/_shell/s.css', ''],
      ['link', remote, ''],
    ]);
  });

  it("asks first for the image of the page's largest paint, a checked URL only", () => {
    const preloads = (html: string) =>
      pageElements(html)
        .filter((el) => el.tag === 'link' && el.attrs.rel === 'preload' && el.attrs.as === 'image')
        .map((el) => [el.attrs.href, el.attrs.fetchpriority]);
    const html = renderDocument(state({ head: { title: 'Post', lcpImage: '/_content/_images/cover.svg' } }), '', {
      reader: '/_shell/reader.js',
      js: [],
      css: [],
    });
    expect(preloads(html)).toEqual([['/_content/_images/cover.svg', 'high']]);
    expect(pageElements(html).findIndex((el) => el.attrs.as === 'image')).toBeLessThan(
      pageElements(html).findIndex((el) => el.tag === 'script'),
    );
    expect(
      preloads(
        renderDocument(state({ head: { title: 'Post', lcpImage: 'javascript:alert(1)' } }), '', {
          reader: '/_shell/reader.js',
          js: [],
          css: [],
        }),
      ),
    ).toEqual([]);
  });

  it('announces the feeds a page names, in the visited locale, for feed readers to discover', () => {
    const route = { ...state().route, locale: 'fr', path: '/blog/x' };
    const head = documentHead(
      renderDocument(state({ route, head: { title: 'Post', feeds: [{ title: 'Blog', path: '/blog' }] } }), '', {
        reader: '/_shell/reader.js',
        js: [],
        css: [],
      }),
    );
    expect(head.feeds).toEqual([
      { type: 'application/rss+xml', title: 'Blog', href: `${siteConfig.origin}/fr/blog/rss.xml` },
      { type: 'application/atom+xml', title: 'Blog', href: `${siteConfig.origin}/fr/blog/atom.xml` },
    ]);
    expect(documentHead(renderDocument(state(), '', { reader: '/_shell/reader.js', js: [], css: [] })).feeds).toEqual([]);
  });

  it("fetches one deferred script, which lists the app's scripts in order for the reader's first intent", () => {
    const html = renderDocument(state(), '', { reader: '/_shell/reader.js', js: ['/_shell/vendor.js', '/_shell/main.js'], css: [] });
    const elements = pageElements(html);
    const fetched = elements.filter((el) => el.tag === 'script' && el.attrs.src !== undefined);
    expect(fetched.map((el) => [el.attrs.src, el.attrs.defer])).toEqual([['/_shell/reader.js', '']]);
    expect(elements.filter((el) => el.tag === 'link' && el.attrs.as === 'script')).toEqual([]);
    expect(scriptSrcs(html)).toEqual([
      '/_shell/reader.js',
      '/_shell/vendor.js',
      '/_shell/main.js',
      '/_remotes/docs/v1/browser/remoteEntry.js',
    ]);
  });

  it('marks error pages noindex and leaves an unavailable remote out of the head', () => {
    const html = renderDocument(state({ status: 503, view: { kind: 'unavailable', remote: 'docs' } }), '', {
      reader: '/_shell/reader.js',
      js: [],
      css: [],
    });
    const head = documentHead(html);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toEqual([]);
    expect([...linkHrefs(html), ...scriptSrcs(html)].filter((url) => url.includes('/_remotes/docs/'))).toEqual([]);
  });
});
