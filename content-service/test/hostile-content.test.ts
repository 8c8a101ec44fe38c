/**
 * Content written to break the site: names, front matter and components a hostile or
 * careless author may commit. Each must build into something safe and say what it left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { isRoutablePath } from '@site/contracts';
import { buildContent, ContentBuildError, type BuildResult } from '../src/index.ts';
import { PAGE_SOURCE_MAX_BYTES } from '../src/build/content-state.ts';
import { consoleReporter } from '../src/build/progress.ts';
import { pathSegment } from '../src/shared/natural-order.ts';
import { ContentSyntaxError, parseMarkdown } from '../src/markdown/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let result: BuildResult;

/** Names whose slug is a dot segment, or that keep a name of symbols: no URL reaches them. */
const UNREACHABLE = ['docs/9.names/[..].md', 'docs/9.names/ ./inside.md', 'docs/9.names/?.md', 'docs/9.names/%.md', 'blog/[..].md'];

beforeAll(async () => {
  box = sandbox('basic');
  for (const rel of UNREACHABLE) box.write(rel, '---\ntitle: Unreachable\ndate: 2025-01-01\n---\n\nBody.\n');
  box.write('docs/9.names/index.md', '# Names\n\nThe folder.\n');
  result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
});
afterAll(() => box.cleanup());

const paths = (table: string) => {
  const db = new Database(result.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT path FROM ${table}`).all() as Array<{ path: string }>).map((r) => r.path);
  } finally {
    db.close();
  }
};

describe('file and folder names', () => {
  it('never slug to a dot segment', () => {
    for (const name of ['[..]', ' ..', '(.)', '_._', '!.!']) expect(['.', '..'], name).not.toContain(pathSegment(name));
    expect(pathSegment('...')).toBe('...');
    expect(pathSegment('v1..2')).toBe('v1..2');
  });

  it('that make a path no URL can name are no pages, and each is named in a warning', () => {
    expect(isRoutablePath('/docs/names/..')).toBe(false);
    expect(isRoutablePath('/docs/names/été')).toBe(true);
    const built = [...paths('_content_docs_en'), ...paths('_content_posts')];
    expect(built).toContain('/docs/names');
    expect(built.filter((p) => p.startsWith('/docs/names/') || p === '/blog/[..]')).toEqual([]);
    for (const rel of UNREACHABLE) {
      expect(
        result.warnings.some((w) => w.file === `content/${rel}` && w.message.includes('no URL can name')),
        rel,
      ).toBe(true);
    }
  });
});

describe('names with control characters', () => {
  it('reach the build console written out: no escape sequence or forged line from a file name', async () => {
    const own = sandbox('basic');
    try {
      const name = 'docs/9.\u001b[2J\u001b]0;owned\u0007clear\nforged.md';
      own.write(name, '---\ntitle: Control\n---\n\n[a link](/docs/no-such-page)\n');
      let written = '';
      const write = (chunk: string) => {
        written += chunk;
        return true;
      };
      const stream = { isTTY: false, write } as unknown as NodeJS.WriteStream;
      await buildContent({
        contentDir: own.contentDir,
        dataDir: own.dataDir,
        site: own.site,
        reporter: consoleReporter(false, stream),
      });
      const warning = written.split('\n').find((line) => line.includes('clear'));
      expect(warning, written).toBeDefined();
      expect(warning).toContain('\\u001b[2J\\u001b]0;owned\\u0007clear\\nforged.md');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the attack is control characters in the output
      expect(written).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(written.split('\n').some((line) => line.startsWith('forged'))).toBe(false);
    } finally {
      own.cleanup();
    }
  });
});

describe('huge files', () => {
  it('a page over the size bound fails the build naming the file, without reading it whole', async () => {
    const own = sandbox('basic');
    try {
      // One byte over the bound, and a sparse 2 GB file: neither is read (the 2 GB one would
      // take 2 GB of memory before failing as text).
      own.write('docs/9.big.md', `---\ntitle: Big\n---\n\n${'word '.repeat(Math.ceil(PAGE_SOURCE_MAX_BYTES / 5))}`);
      own.write('docs/9.huge.md', '');
      fs.truncateSync(path.join(own.contentDir, 'docs/9.huge.md'), 2 * 1024 ** 3);
      const build = buildContent({ contentDir: own.contentDir, dataDir: own.dataDir, site: own.site, quiet: true });
      const error = await build.then(
        () => null,
        (err: unknown) => err as ContentBuildError,
      );
      expect(error).toBeInstanceOf(ContentBuildError);
      const files = error!.diagnostics.map((d) => d.file);
      expect(files).toEqual(expect.arrayContaining(['content/docs/9.big.md', 'content/docs/9.huge.md']));
      for (const d of error!.diagnostics) expect(d.message).toMatch(/MiB limit for a page/);
    } finally {
      own.cleanup();
    }
  });
});

describe('markdown the parser is slow on, or nested too deeply to parse', () => {
  it('fails the build in bounded time, naming the file and the line its body starts on', async () => {
    const own = sandbox('basic');
    try {
      // 40 KB of `*a`: micromark's emphasis matching is quadratic on it (tens of seconds
      // unbounded, a megabyte of it days). The limit is lowered so the test stays short.
      own.write('docs/9.slow.md', `---\ntitle: Slow\n---\n\n${'*a'.repeat(20_000)}\n`);
      const build = buildContent({ contentDir: own.contentDir, dataDir: own.dataDir, site: own.site, quiet: true, parseTimeLimitMs: 300 });
      const error = await build.then(
        () => null,
        (err: unknown) => err as ContentBuildError,
      );
      expect(error).toBeInstanceOf(ContentBuildError);
      expect(error!.diagnostics).toEqual([
        expect.objectContaining({
          file: 'content/docs/9.slow.md',
          line: 4,
          message: 'the markdown below this line is too slow to parse (parsing took longer than 0.3 s).',
          hint: expect.stringMatching(/split the file or simplify that part/),
        }),
      ]);
    } finally {
      own.cleanup();
    }
  });

  it('names a file nested too deeply for the parser\'s stack, not just "Maximum call stack size exceeded"', async () => {
    // Quotes 20,000 levels deep.
    const source = `---\ntitle: Deep\ndescription: Nested\n---\n${'>'.repeat(20_000)} x\n`;
    const error = await parseMarkdown(source, { file: 'content/docs/deep.md' }).then(
      () => null,
      (err: unknown) => err as ContentSyntaxError,
    );
    expect(error).toBeInstanceOf(ContentSyntaxError);
    expect(error!.diagnostic).toMatchObject({
      file: 'content/docs/deep.md',
      line: 5,
      message: 'the markdown below this line is nested too deeply to parse.',
    });
  });
});
