/**
 * The public folder (`public/` beside `content/`): which files the build serves and why it
 * leaves others out, root-relative picture references checked against it, and the
 * `/_public/*` route content-service answers the gateway with, including hostile paths.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES } from '@site/contracts';
import { buildContent, createContentServer, watchContent, type ContentWatcher } from '../src/index.ts';
import type { Diagnostic } from '../src/errors.ts';
import { readOutput, sandbox, type Sandbox } from './helpers.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';
const SECRET = 'TOP-SECRET-OUTSIDE-PUBLIC';

let box: Sandbox;
let warnings: Diagnostic[];
let app: FastifyInstance;

/** A GET with the path exactly as written (clients and inject resolve dot segments). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const servedList = () => JSON.parse(readOutput(path.join(box.dataDir, 'content.sqlite'), '*', 'public-files') || '[]') as string[];
const warningFor = (file: string) => warnings.filter((w) => w.file === file);

beforeAll(async () => {
  box = sandbox('basic');
  box.writePublic('blog/cover.png', PNG);
  box.writePublic('img/diagram.svg', SVG);
  box.writePublic('favicon.ico', PNG);
  box.writePublic('img/My Picture #1.png', PNG);
  box.writePublic('notes.txt', 'not a picture');
  box.writePublic('.DS_Store', 'finder');
  box.writePublic('.git/logo.png', PNG);
  box.writePublic('_shell/app.png', PNG);
  box.writePublic('api/content/info.png', PNG);
  // A page at a picture path, and public files at that path with and without the locale.
  box.write('docs/1.getting-started/40.flow.svg.md', '---\ntitle: The flow\n---\n\n# The flow\n\nA page whose path ends like a picture.\n');
  box.writePublic('docs/getting-started/flow.svg', SVG);
  box.writePublic('en/docs/getting-started/flow.svg', SVG);
  // Over the size bound (a sparse file: nothing is written).
  box.writePublic('huge.png', '');
  fs.truncateSync(path.join(box.publicDir, 'huge.png'), PICTURE_MAX_BYTES + 1);
  // A link out of the folder, and a secret beside it.
  fs.writeFileSync(path.join(box.publicDir, '..', 'secret.png'), SECRET);
  fs.symlinkSync(path.join(box.publicDir, '..', 'secret.png'), path.join(box.publicDir, 'escape.png'));
  box.write(
    'docs/1.getting-started/41.pictures.md',
    [
      '---',
      'title: Pictures',
      '---',
      '',
      '# Pictures',
      '',
      '![The cover](/blog/cover.png)',
      '',
      '![A missing one](/img/missing.png)',
      '',
      '![Under the shell](/_shell/app.png)',
      '',
      '![Encoded](/img/My%20Picture%20%231.png)',
      '',
      '[The diagram](/img/diagram.svg) and [a missing file](/img/nothing.png).',
      '',
      '::u-color-mode-image{light="/img/diagram.svg" dark="/img/diagram-dark.svg" alt="Diagram"}',
      '::',
      '',
    ].join('\n'),
  );
  box.write(
    'blog/public-cover.md',
    ['---', 'title: Public cover', 'date: 2025-02-01', 'image:', '  src: /blog/cover.png', '  alt: A cover', '---', '', 'Body.', ''].join(
      '\n',
    ),
  );
  const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  warnings = result.warnings;
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site });
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

describe('the build lists what the public folder serves', () => {
  it('serves pictures of the allowed types within the size bound, at their root-relative paths', () => {
    expect(servedList()).toEqual(['/blog/cover.png', '/favicon.ico', '/img/My Picture #1.png', '/img/diagram.svg']);
  });

  it('names every file it leaves out, with the reason; hidden files are left out silently', () => {
    expect(warningFor('public/notes.txt')[0]?.message).toMatch(
      /^this file is not served: only pictures are served from public\/ \(svg, png/,
    );
    expect(warningFor('public/huge.png')[0]?.message).toContain('over the 10 MiB limit');
    expect(warningFor('public/escape.png')[0]?.message).toContain('a link to a file outside public/');
    expect(warningFor('public/_shell/app.png')[0]?.message).toBe(
      "this file is not served: its path /_shell/app.png is under /_shell/, which the site's own processes answer",
    );
    expect(warningFor('public/api/content/info.png')[0]?.message).toContain('/api/');
    expect(warnings.some((w) => w.file.includes('.DS_Store') || w.file.includes('.git'))).toBe(false);
  });

  it('never serves a file at a page’s path, with or without the locale: the page wins', () => {
    for (const file of ['public/docs/getting-started/flow.svg', 'public/en/docs/getting-started/flow.svg']) {
      const [warning] = warningFor(file);
      expect(warning?.message, file).toBe(
        'this file is not served: the page content/docs/1.getting-started/40.flow.svg.md has the path /docs/getting-started/flow.svg, and a page wins over a public file',
      );
    }
  });

  it('resolves root-relative pictures and links against it; a missing one is a warning with file and line', () => {
    const page = warningFor('content/docs/1.getting-started/41.pictures.md');
    expect(page).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 9, message: 'image /img/missing.png does not resolve (no file public/img/missing.png exists)' }),
        expect.objectContaining({
          line: 11,
          message:
            "image /_shell/app.png does not resolve (public/_shell/app.png is not served: its path /_shell/app.png is under /_shell/, which the site's own processes answer)",
        }),
        expect.objectContaining({
          line: 15,
          message: 'link to /img/nothing.png does not resolve (no file public/img/nothing.png exists)',
        }),
        expect.objectContaining({
          line: 17,
          message: 'image /img/diagram-dark.svg does not resolve (no file public/img/diagram-dark.svg exists)',
        }),
      ]),
    );
    expect(page).toHaveLength(4);
    expect(warningFor('content/blog/public-cover.md')).toEqual([]);
  });
});

describe('GET /_public/{path}', () => {
  it('serves a listed picture with its type, a strong content ETag, a day of caching and the sandbox policy', async () => {
    const res = await app.inject({ url: '/_public/blog/cover.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const svg = await app.inject({ url: '/_public/img/diagram.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toBe(SVG);
    const encoded = await app.inject({ url: '/_public/img/My%20Picture%20%231.png' });
    expect(encoded.statusCode).toBe(200);
  });

  it('answers 304 to the ETag, and a new ETag once the bytes change', async () => {
    const { etag } = (await app.inject({ url: '/_public/favicon.ico' })).headers;
    const again = await app.inject({ url: '/_public/favicon.ico', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    box.writePublic('favicon.ico', Buffer.concat([PNG, Buffer.from('changed')]));
    const changed = await app.inject({ url: '/_public/favicon.ico', headers: { 'if-none-match': String(etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves nothing the build did not list: other types, shadowed, oversize, linked-out, hidden and missing files', async () => {
    for (const url of [
      '/_public/notes.txt',
      '/_public/docs/getting-started/flow.svg',
      '/_public/en/docs/getting-started/flow.svg',
      '/_public/huge.png',
      '/_public/escape.png',
      '/_public/_shell/app.png',
      '/_public/.git/logo.png',
      '/_public/img/missing.png',
      '/_public/img',
    ]) {
      const res = await app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json(), url).toHaveProperty('code');
    }
  });

  it('refuses traversal, encoded separators, NUL, absolute and drive paths before touching the disk', async () => {
    const attacks = [
      '/_public/../secret.png',
      '/_public/img/../../secret.png',
      '/_public/%2e%2e/secret.png',
      '/_public/%2e%2e%2fsecret.png',
      '/_public/img%2f..%2f..%2fsecret.png',
      '/_public/..%5csecret.png',
      '/_public//secret.png',
      '/_public/%2fetc%2fpasswd.png',
      '/_public/blog/cover.png%00.txt',
      '/_public/C:%5csecret.png',
      '/_public/img/%252e%252e/secret.png',
      '/_public/%c0%ae%c0%ae/secret.png',
      '/_public/.%2e/secret.png',
    ];
    for (const url of attacks) {
      const res = await app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain(SECRET);
    }
  });

  it('refuses dot segments sent raw on the wire (an injected request would have them resolved first)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const rawPath of [
      '/_public/../secret.png',
      '/_public/img/../../secret.png',
      '/_public/blog/./cover.png',
      '/_public/%2e%2e/secret.png',
    ]) {
      const res = await rawGet(Number(port), rawPath);
      expect(res.status, rawPath).toBe(400);
      expect(res.body, rawPath).not.toContain(SECRET);
    }
  });

  it('200 generated hostile paths: a listed file’s bytes, or a refusal, never anything outside the folder', async () => {
    const piece = fc.constantFrom('..', '%2e%2e', '.%2e', '%2e.', '%252e', '%2f', '%5c', '\\', '%00', '.', '', 'img', 'blog', '%c0%ae');
    const name = fc.constantFrom('secret.png', 'cover.png', 'diagram.svg', '.hidden.png', 'escape.png', 'cover.png%2f..%2f..%2fsecret.png');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 6 }), name, async (pieces, file) => {
        const url = `/_public/${[...pieces, file].join('/')}`;
        const res = await app.inject({ url });
        expect(res.body, url).not.toContain(SECRET);
        if (res.statusCode === 200) expect([PNG.toString(), SVG], url).toContain(res.body);
        else expect([400, 404], url).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
  });
});

describe('dev mode follows the public folder', () => {
  let dev: Sandbox;
  let watcher: ContentWatcher;
  let devApp: FastifyInstance;
  beforeAll(async () => {
    dev = sandbox('basic');
    dev.writePublic('img/first.svg', SVG);
    watcher = await watchContent({ contentDir: dev.contentDir, dataDir: dev.dataDir, site: dev.site, quiet: true, watchFiles: false });
    devApp = await createContentServer({ contentDir: dev.contentDir, dataDir: dev.dataDir, site: dev.site, dev: true });
  });
  afterAll(async () => {
    await devApp.close();
    await watcher.close();
    dev.cleanup();
  });

  it('serves a file added after the start once the folder is listed again, uncached', async () => {
    expect((await devApp.inject({ url: '/_public/img/first.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await devApp.inject({ url: '/_public/img/added.svg' })).statusCode).toBe(404);
    dev.writePublic('img/added.svg', SVG);
    const result = await watcher.rebuild([], true);
    expect(result.ok).toBe(true);
    expect((await devApp.inject({ url: '/_public/img/added.svg' })).statusCode).toBe(200);
  });

  it('stops serving a file once a page takes its path, and serves it again when the page goes', async () => {
    dev.writePublic('docs/getting-started/chart.png', PNG);
    await watcher.rebuild([], true);
    expect((await devApp.inject({ url: '/_public/docs/getting-started/chart.png' })).statusCode).toBe(200);
    dev.write('docs/1.getting-started/50.chart.png.md', '---\ntitle: Chart\n---\n\n# Chart\n');
    const taken = await watcher.rebuild(['docs/1.getting-started/50.chart.png.md']);
    expect(taken.warnings.map((w) => w.file)).toContain('public/docs/getting-started/chart.png');
    expect((await devApp.inject({ url: '/_public/docs/getting-started/chart.png' })).statusCode).toBe(404);
    dev.remove('docs/1.getting-started/50.chart.png.md');
    await watcher.rebuild(['docs/1.getting-started/50.chart.png.md']);
    expect((await devApp.inject({ url: '/_public/docs/getting-started/chart.png' })).statusCode).toBe(200);
  });
});
