/** The shell compresses a page it renders for a request that accepts it, in one call. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from '../src/server/encode-page.ts';

const html = `<!doctype html><html><body>${'<p>Docs page text.</p>'.repeat(200)}</body></html>`;

describe('encodePage', () => {
  it('answers br, else gzip, as the request accepts, and the bytes decode to the page', async () => {
    const br = encodePage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = encodePage(html, ['gzip;q=1', 'br;q=0']);
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
  });

  it('sends the page as it is when nothing is accepted, or when it is too small to gain', async () => {
    const plain = (page: ReturnType<typeof encodePage>) => [page.encoding, page.body.toString()];
    expect(plain(encodePage(html, undefined))).toEqual([undefined, html]);
    expect(plain(encodePage(html, 'identity'))).toEqual([undefined, html]);
    expect(plain(encodePage('<p>tiny</p>', 'br'))).toEqual([undefined, '<p>tiny</p>']);
  });
});
