/**
 * Hostile markdown and HTML: each payload must lose its dangerous part while the harmless
 * text around and inside it stays. Every payload runs both as an HTML block and inline in a
 * paragraph, because markdown splits inline HTML into pieces that parse5 then reassembles.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';

interface Payload {
  name: string;
  html: string;
  /** Substrings (case-insensitive) that must not appear in the serialised body. */
  gone: string[];
  /** Text that must survive. */
  kept?: string[];
}

const payloads: Payload[] = [
  { name: 'script tag', html: '<script>alert(1)</script>', gone: ['script', 'alert'] },
  { name: 'upper-case external script', html: '<SCRIPT SRC="//evil.example/x.js"></SCRIPT>', gone: ['script', 'evil.example'] },
  { name: 'img onerror', html: '<img src=x onerror=alert(1) alt="pic">', gone: ['onerror', 'alert'], kept: ['pic'] },
  { name: 'body onload', html: '<body onload=alert(1)>hello</body>', gone: ['onload', 'alert'], kept: ['hello'] },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=alert(1)><summary>More</summary>body</details>',
    gone: ['ontoggle', 'alert'],
    kept: ['More', 'body'],
  },
  {
    name: 'handler next to a good link',
    html: '<a href="https://ok.example/" onmouseover="alert(1)">ok link</a>',
    gone: ['onmouseover', 'alert'],
    kept: ['https://ok.example/', 'ok link'],
  },
  { name: 'javascript: href', html: '<a href="javascript:alert(1)">click me</a>', gone: ['javascript', 'alert'], kept: ['click me'] },
  { name: 'mixed-case scheme', html: '<a href="JaVaScRiPt:alert(1)">x1</a>', gone: ['javascript', 'alert'], kept: ['x1'] },
  { name: 'tab entity inside scheme', html: '<a href="jav&#x09;ascript:alert(1)">x2</a>', gone: ['jav', 'alert'], kept: ['x2'] },
  { name: 'decimal entity first letter', html: '<a href="&#106;avascript:alert(1)">x3</a>', gone: ['avascript', 'alert'], kept: ['x3'] },
  {
    name: 'zero-padded entities without semicolons',
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x4</a>',
    gone: ['javascript', 'alert'],
    kept: ['x4'],
  },
  {
    name: 'hex entities for the whole scheme',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x5</a>',
    gone: ['javascript', 'alert'],
    kept: ['x5'],
  },
  { name: 'named colon entity', html: '<a href="javascript&colon;alert(1)">x6</a>', gone: ['javascript', 'alert'], kept: ['x6'] },
  {
    name: 'leading spaces and control characters',
    html: '<a href=" &#14;  &#x01;javascript:alert(1)">x7</a>',
    gone: ['javascript', 'alert'],
    kept: ['x7'],
  },
  { name: 'newline entity inside scheme', html: '<a href="java&NewLine;script:alert(1)">x8</a>', gone: ['java', 'alert'], kept: ['x8'] },
  { name: 'vbscript: href', html: '<a href="vbscript:msgbox(1)">x9</a>', gone: ['vbscript', 'msgbox'], kept: ['x9'] },
  {
    name: 'data:text/html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x10</a>',
    gone: ['data:', 'PHNjcmlwdD5'],
    kept: ['x10'],
  },
  {
    name: 'svg data image',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="logo">',
    gone: ['svg+xml', 'PHN2Zy'],
    kept: ['logo'],
  },
  { name: 'javascript: img src', html: '<img src="javascript:alert(1)" alt="pic2">', gone: ['javascript', 'alert'], kept: ['pic2'] },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>', gone: ['srcdoc', 'script', 'alert', 'iframe'] },
  { name: 'iframe javascript: src', html: '<iframe src="javascript:alert(1)"></iframe>', gone: ['javascript', 'alert', 'iframe'] },
  {
    name: 'form action and button formaction',
    html: '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button><input name="q" value="v"></form>',
    gone: ['formaction', 'action', 'javascript', 'alert', 'button', 'input'],
  },
  {
    name: 'svg xlink:href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="1">svgtext</text></a></svg>',
    gone: ['xlink', 'javascript', 'alert', 'svg'],
  },
  { name: 'svg onload', html: '<svg onload=alert(1)></svg>', gone: ['onload', 'alert', 'svg'] },
  { name: 'svg use with data URL', html: '<svg><use href="data:image/svg+xml;base64,PHN2Zz4=#x"/></svg>', gone: ['use', 'data:', 'svg'] },
  {
    name: 'svg animate to javascript',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>t</text></a></svg>',
    gone: ['animate', 'javascript', 'alert'],
  },
  { name: 'svg set handler', html: '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>', gone: ['set', 'onmouseover', 'alert'] },
  {
    name: 'style tag with import',
    html: '<style>@import "javascript:alert(1)"; body{display:none}</style>',
    gone: ['style', '@import', 'display'],
  },
  {
    name: 'style attribute with expression()',
    html: '<div style="width: expression(alert(1)); color: red">w1</div>',
    gone: ['expression', 'alert'],
    kept: ['w1', 'color:red'],
  },
  {
    name: 'style attribute with url(javascript:)',
    html: '<div style="background:url(javascript:alert(1))">w2</div>',
    gone: ['url(', 'javascript', 'alert'],
    kept: ['w2'],
  },
  {
    name: 'style attribute with escapes',
    html: '<div style="background:u\\72l(javascript:alert(1))">w3</div>',
    gone: ['javascript', 'alert'],
    kept: ['w3'],
  },
  { name: 'style behavior', html: '<span style="behavior:url(evil.htc)">w4</span>', gone: ['behavior', 'evil.htc'], kept: ['w4'] },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    gone: ['meta', 'refresh', 'javascript'],
  },
  { name: 'base href', html: '<base href="https://evil.example/">', gone: ['base', 'evil.example'] },
  { name: 'object data', html: '<object data="javascript:alert(1)">fallback</object>', gone: ['object', 'javascript', 'alert'] },
  { name: 'embed src', html: '<embed src="javascript:alert(1)">', gone: ['embed', 'javascript', 'alert'] },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">', gone: ['stylesheet', 'evil.example'] },
  {
    name: 'noscript mutation XSS',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    gone: ['onerror', 'alert', 'noscript'],
  },
  {
    name: 'math/table/style mutation XSS',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    gone: ['onerror', 'alert', 'mglyph', 'math'],
  },
  { name: 'template hides script', html: '<template><script>alert(1)</script></template>', gone: ['template', 'script', 'alert'] },
  {
    name: 'video poster and source onerror',
    html: '<video poster="javascript:alert(1)"><source onerror="alert(2)"></video>',
    gone: ['poster', 'onerror', 'alert'],
  },
  { name: 'textarea breakout', html: '<textarea></textarea><img src=x onerror=alert(1)>', gone: ['onerror', 'alert', 'textarea'] },
];

async function body(markdown: string): Promise<string> {
  const parsed = await parseMarkdown(markdown, { file: 'content/docs/xss.md' });
  return JSON.stringify(parsed.body.value);
}

function expectSafe(serialised: string, payload: Payload): void {
  const lower = serialised.toLowerCase();
  for (const bad of payload.gone) expect(lower, `"${bad}" left in ${serialised}`).not.toContain(bad.toLowerCase());
  expect(lower).not.toMatch(/javascript:|vbscript:|"on[a-z]+":|srcdoc|xlink:|formaction/);
  for (const good of payload.kept ?? []) expect(serialised).toContain(good);
}

describe('raw HTML is sanitised after parsing', () => {
  it('has at least 30 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
  });

  for (const payload of payloads) {
    it(`${payload.name} (HTML block)`, async () => {
      const serialised = await body(`before\n\n${payload.html}\n\nafter`);
      expectSafe(serialised, payload);
      expect(serialised).toContain('before');
      expect(serialised).toContain('after');
    });

    it(`${payload.name} (inline)`, async () => {
      const serialised = await body(`before ${payload.html} after`);
      expectSafe(serialised, payload);
      expect(serialised).toContain('before');
      expect(serialised).toContain('after');
    });
  }
});

describe('markup that markdown leaves as text', () => {
  it('stays an inert text node, never an element', async () => {
    // CommonMark does not read `<SCRIPT SRC=//x>` as inline HTML; the renderer escapes text nodes.
    const parsed = await parseMarkdown('before <SCRIPT SRC=//evil.example/x.js></SCRIPT> after', { file: 'x.md' });
    expect(parsed.body.value).toEqual([['p', {}, 'before <SCRIPT SRC=//evil.example/x.js> after']]);
  });
});

describe('markdown syntax cannot smuggle script URLs', () => {
  it('drops a javascript: markdown link target but keeps its text', async () => {
    const serialised = await body('[click here](javascript:alert(1)) and [fine](/docs/ok)');
    expect(serialised).not.toContain('javascript');
    expect(serialised).toContain('click here');
    expect(serialised).toContain('"href":"/docs/ok"');
  });

  it('drops an entity-encoded javascript: markdown link target', async () => {
    const serialised = await body('[x](&#106;avascript:alert(1)) [y](<jav&#x0A;ascript:alert(1)>)');
    expect(serialised.toLowerCase()).not.toContain('avascript');
  });

  it('drops a javascript: markdown image source but keeps the alt text', async () => {
    const parsed = await parseMarkdown('![diagram](javascript:alert(1))', { file: 'x.md' });
    expect(JSON.stringify(parsed.body.value)).not.toContain('javascript');
    expect(JSON.stringify(parsed.body.value)).toContain('diagram');
    expect(parsed.images).toEqual([]);
  });

  it('keeps raster data images, https and relative images', async () => {
    const parsed = await parseMarkdown(
      '![a](data:image/png;base64,iVBORw0KGgo=) ![b](https://cdn.example/b.webp) ![c](/_content/_images/c.svg)',
      { file: 'x.md' },
    );
    expect(parsed.images.map((i) => i.src)).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      'https://cdn.example/b.webp',
      '/_content/_images/c.svg',
    ]);
  });
});

describe('component props follow the attribute rules', () => {
  it('drops event-handler and script-URL props of a known component, keeping the rest', async () => {
    const parsed = await parseMarkdown('::card{title="Guide" to="javascript:alert(1)" onClick="alert(2)" icon="i-lucide-book"}\nBody\n::', {
      file: 'x.md',
    });
    expect(parsed.body.value).toEqual([['card', { title: 'Guide', icon: 'i-lucide-book' }, ['p', {}, 'Body']]]);
    expect(parsed.links).toEqual([]);
  });

  it('keeps an unknown component by name but not its dangerous props', async () => {
    const parsed = await parseMarkdown('::unknown-widget{onmouseover="alert(1)" href="vbscript:x" label="Hi"}\ntext\n::', { file: 'x.md' });
    expect(parsed.body.value).toEqual([['unknown-widget', { label: 'Hi' }, ['p', {}, 'text']]]);
  });

  it('removes script URLs nested inside bound JSON props', async () => {
    const parsed = await parseMarkdown(
      `::card-group{:items='[{"to":"javascript:alert(1)","label":"a"},{"to":"/docs/b","label":"b"}]'}\n::`,
      { file: 'x.md' },
    );
    expect(parsed.body.value).toEqual([['card-group', { items: [{ label: 'a' }, { to: '/docs/b', label: 'b' }] }]]);
  });

  it('treats a component named like a dangerous tag as that tag', async () => {
    const serialised = await body('::script\nalert(1)\n::\n\n::iframe{srcdoc="<b>x</b>"}\n::\n\nafter');
    expect(serialised).not.toMatch(/script|alert|iframe|srcdoc/);
    expect(serialised).toContain('after');
  });

  it('cleans style props and span attributes', async () => {
    const serialised = await body('[styled]{style="color:red;background:url(javascript:alert(1))" onclick="alert(1)"}');
    expect(serialised).toBe('[["p",{},["span",{"style":"color:red"},"styled"]]]');
  });
});

describe('raw HTML inside components', () => {
  it('is parsed and sanitised inside each component, keeping the component', async () => {
    const parsed = await parseMarkdown(
      '::note\n<img src=x onerror=alert(1)> text <a href="javascript:x">l</a>\n\n:::card{to="/x"}\n<script>alert(1)</script>inner <b>bold</b>\n:::\n::',
      { file: 'x.md' },
    );
    expect(parsed.body.value).toEqual([
      ['note', {}, ['p', {}, ['img', { src: 'x' }], ' text ', ['a', {}, 'l']], ['card', { to: '/x' }, 'inner ', ['b', {}, 'bold']]],
    ]);
  });

  it('lets markdown inside an HTML block keep its own sanitising', async () => {
    const parsed = await parseMarkdown('<div class="x">\n\n**md** and [l](javascript:y)\n\n</div>', { file: 'x.md' });
    expect(parsed.body.value).toEqual([['div', { class: 'x' }, ['p', {}, ['strong', {}, 'md'], ' and ', ['a', {}, 'l']]]]);
  });
});
