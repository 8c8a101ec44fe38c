/** The shell compresses a page it renders for a request that accepts it, in one call. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageText, SharedPart, type PagePart } from '../src/server/encode-page.ts';

const html = `<!doctype html><html><body>${'<p>Docs page text.</p>'.repeat(200)}</body></html>`;

describe('encodePage', () => {
  it('answers gzip when it is accepted, else br, and the bytes decode to the page', async () => {
    const gz = encodePage(html, 'gzip, deflate, br');
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    const br = encodePage(html, ['gzip;q=0', 'br']);
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    // gzip first only at a tie: a client that ranks br higher gets br.
    expect(encodePage(html, 'gzip;q=0.5, br').encoding).toBe('br');
  });

  it('sends the page as it is when nothing is accepted, or when it is too small to gain', async () => {
    const plain = (page: ReturnType<typeof encodePage>) => [page.encoding, page.body.toString()];
    expect(plain(encodePage(html, undefined))).toEqual([undefined, html]);
    expect(plain(encodePage(html, 'identity'))).toEqual([undefined, html]);
    expect(plain(encodePage('<p>tiny</p>', 'br'))).toEqual([undefined, '<p>tiny</p>']);
  });

  it('puts shared parts anywhere in a page, in every encoding, with text outside Latin-1', async () => {
    const style = new SharedPart(`<style>${'.prose a{color:red}'.repeat(300)}</style>`);
    const script = new SharedPart('<script>/* … ✓ */</script>');
    const pages: PagePart[][] = [
      ['<!doctype html><head>', style, `</head><body>${'<p>Página — 頁 🙂</p>'.repeat(100)}</body>`],
      [style, '<p>between</p>', script],
      ['<p>first</p>', style, style, script],
      [style],
      // A short piece of its own (sent stored, uncompressed) last, and between shared parts.
      [style, '</body></html>'],
      ['<html>', style, '<p>×</p>', script, `<main>${'<p>Página — 頁 🙂</p>'.repeat(100)}</main>`, style, '</html>'],
    ];
    for (const parts of pages) {
      const text = pageText(parts);
      expect(zlib.gunzipSync(encodePage(parts, 'gzip').body).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(encodePage(parts, 'br').body).toString()).toBe(text);
      expect(encodePage(parts, undefined).body.toString()).toBe(text);
    }
  });

  it("lets a page's own text refer back into the shared part before it, as one stream would", () => {
    const random = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 65521).toString(36)).join(' ');
    const chrome = new SharedPart(`<header>${random(900)}</header>`);
    // The page repeats much of the chrome (its links and icons do): those bytes cost little.
    const parts = [chrome, `<main>${random(900)}</main>`];
    const body = encodePage(parts, 'gzip').body;
    expect(zlib.gunzipSync(body).toString()).toBe(pageText(parts));
    expect(body.length).toBeLessThan(chrome.deflatedBlocks.length * 1.25);
  });

  it('compresses a shared part once, and a page carrying it about as densely as the whole page at once', async () => {
    const style = new SharedPart(`<style>${Array.from({ length: 2000 }, (_, i) => `.c${i}{margin:${i}px}`).join('')}</style>`);
    expect(style.deflatedBlocks).toBe(style.deflatedBlocks);
    const parts = ['<!doctype html><head>', style, `</head><body>${'<p>Docs page text.</p>'.repeat(200)}</body>`];
    const whole = zlib.gzipSync(pageText(parts)).length;
    expect(encodePage(parts, 'gzip').body.length).toBeLessThan(whole * 1.1);
  });
});
