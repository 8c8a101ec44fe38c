import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/contracts';
import type { PageState } from '../src/app/page-state.ts';
import { renderDocument, serializeState } from '../src/server/html-document.ts';

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
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json).view.data.text).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('escapes head texts and takes canonical and hreflang URLs from the configured origin', () => {
    const html = renderDocument(state(), '<p>app</p>', { js: ['/_shell/main.js'], css: ['/_shell/styles.css'] });
    expect(html).toContain('<title>A &lt;b&gt;title&lt;/b&gt; - Nuxt Content</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &amp; bye"');
    expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}/en/docs/x">`);
    expect(html).toContain(`hreflang="fr" href="${siteConfig.origin}/fr/docs/x"`);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('/_remotes/docs/v1/browser/remoteEntry.js');
  });

  it('marks error pages noindex and leaves an unavailable remote out of the head', () => {
    const html = renderDocument(state({ status: 503, view: { kind: 'unavailable', remote: 'docs' } }), '', { js: [], css: [] });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('/_remotes/docs/');
  });
});
