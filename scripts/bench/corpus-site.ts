/**
 * Generated docs corpora of any size for the scale checks (the page weight test in
 * shell/test/page-weight.e2e.test.ts and `npm run bench:scale`): written by the content
 * benchmark's generator in the shape that deepens as it grows, built into a data folder of
 * their own, and the weight of one of their pages as a reader's browser gets it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parse } from 'parse5';
import { PAGE_ELEMENT_IDS } from '@site/contracts';
import { corpusPagePath, deepeningTree, writeCorpus } from '../../content-service/bench/corpus.ts';
import { ROOT } from '../processes.ts';

export interface Corpus {
  pages: number;
  contentDir: string;
  dataDir: string;
  /** The URL path of page `i` (locale-free). */
  pagePath(i: number): string;
}

export interface CorpusBuild {
  durationMs: number;
  peakRssBytes: number;
}

/** Writes `pages` pages under `root/content-{pages}` (its database goes to `root/data-{pages}`). */
export function writeScaleCorpus(root: string, pages: number): Corpus {
  const contentDir = path.join(root, `content-${pages}`);
  writeCorpus(contentDir, pages, deepeningTree);
  return {
    pages,
    contentDir,
    dataDir: path.join(root, `data-${pages}`),
    pagePath: (i) => corpusPagePath(i, pages, deepeningTree),
  };
}

/**
 * Builds the corpus into `dataDir` (default its own) in a child process: a running
 * content-service reading that folder moves to the new build by itself.
 */
export function buildCorpus(corpus: Corpus, dataDir = corpus.dataDir, env: NodeJS.ProcessEnv = process.env): Promise<CorpusBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/build-corpus.ts', corpus.contentDir, dataDir], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as CorpusBuild);
      else reject(new Error(`building ${corpus.pages} pages failed (exit ${code}): ${out.slice(-2000)}`));
    });
  });
}

interface Node {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  value?: string;
}

/** The text of the element with `id` in a parsed document (the page state's script). */
function textById(node: Node, id: string): string | null {
  if (node.attrs?.some((a) => a.name === 'id' && a.value === id)) return (node.childNodes ?? []).map((c) => c.value ?? '').join('');
  for (const child of node.childNodes ?? []) {
    const found = textById(child, id);
    if (found !== null) return found;
  }
  return null;
}

export interface PageWeight {
  status: number;
  /** Bytes of the document as sent unencoded. */
  html: number;
  /** Bytes of its inline page state (the JSON the browser hydrates from). */
  state: number;
}

/** What one page weighs: its HTML and its inline state, in UTF-8 bytes. */
export async function weighPage(url: string): Promise<PageWeight> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const state = textById(parse(html) as unknown as Node, PAGE_ELEMENT_IDS.state) ?? '';
  return { status: res.status, html: Buffer.byteLength(html), state: Buffer.byteLength(state) };
}
