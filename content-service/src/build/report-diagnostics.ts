/**
 * The build's console report of its findings. Each problem of a file gets its line; the
 * link checks' findings too, unless there are many: a corpus moved into the docs folder can
 * break every link at once, and twenty thousand lines hide everything else. Above
 * SUMMARY_AFTER they become one entry: how many of each kind, in how many files, and the
 * first ones. Every finding stays in the build result (BuildResult.warnings, the thrown
 * ContentBuildError), and `--strict-links` still fails the build on them.
 *
 * The ones the console leaves out are not lost to the author: a build that summarises writes
 * every finding it reports, one `file:line: message` a line, to FINDINGS_FILE in its data
 * folder and names it in the summary; a build that lists all it found removes the file, so
 * it never holds an earlier build's findings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, printable, type Diagnostic, type ReferenceProblem } from '../errors.ts';
import type { Reporter } from './progress.ts';

/** Link findings listed one per line up to this many; above it, summarised with this many shown. */
const SUMMARY_AFTER = 20;

/** Each kind's name, one and many, in the order the summary counts them. */
const KIND_NAMES: Record<ReferenceProblem, [string, string]> = {
  link: ['link to a missing page or file', 'links to missing pages or files'],
  anchor: ['link to a missing heading', 'links to missing headings'],
  image: ['missing image', 'missing images'],
  alt: ['image without alt text', 'images without alt text'],
};

/** The file in a build's data folder that lists every finding of a build whose console summarised them. */
const FINDINGS_FILE = 'build-findings.txt';

export function findingsFile(dataDir: string): string {
  return path.join(dataDir, FINDINGS_FILE);
}

/**
 * Replaces the findings file with `diagnostics` (written beside it, then renamed: a reader
 * never sees half of it), or removes it when `diagnostics` is null. A file that cannot be
 * written costs the author the list, never the build: false then.
 */
function writeFindings(file: string, diagnostics: Diagnostic[] | null): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    if (!diagnostics) {
      fs.rmSync(file, { force: true });
      return true;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, `${diagnostics.map(formatDiagnostic).join('\n')}\n`);
    fs.renameSync(temporary, file);
    return true;
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Nothing was written there.
    }
    return false;
  }
}

/** The summary of many link findings (`label`: "warning" or "error"); `listed`: where all `total` findings are written. */
function referenceSummary(label: 'warning' | 'error', references: Diagnostic[], listed: { file: string; total: number } | null): string {
  const counts = new Map<ReferenceProblem, number>();
  for (const d of references) counts.set(d.reference!, (counts.get(d.reference!) ?? 0) + 1);
  const files = new Set(references.map((d) => d.file)).size;
  const kinds = (Object.keys(KIND_NAMES) as ReferenceProblem[])
    .filter((kind) => counts.has(kind))
    .map((kind) => {
      const n = counts.get(kind)!;
      return `${n.toLocaleString('en')} ${KIND_NAMES[kind][n === 1 ? 0 : 1]}`;
    })
    .join(', ');
  return [
    `${label}: ${references.length.toLocaleString('en')} links and images do not resolve, in ${files.toLocaleString('en')} files (${kinds}); the first ${SUMMARY_AFTER}:`,
    ...references.slice(0, SUMMARY_AFTER).map((d) => `  ${formatDiagnostic(d)}`),
    `  … and ${(references.length - SUMMARY_AFTER).toLocaleString('en')} more` +
      (listed ? `: all ${listed.total.toLocaleString('en')} ${label}s in ${printable(listed.file)}` : '') +
      (label === 'warning' ? ' (`--strict-links` fails the build on them)' : ''),
  ].join('\n');
}

/**
 * Writes findings to the reporter: one line each, link findings summarised when many.
 * `findings`: the findings file of the build (findingsFile), written with every one of
 * `diagnostics` when some are summarised, removed otherwise.
 */
export function reportDiagnostics(label: 'warning' | 'error', diagnostics: Diagnostic[], reporter: Reporter, findings?: string): void {
  const references = diagnostics.filter((d) => d.reference);
  const summarise = references.length > SUMMARY_AFTER;
  const written = findings !== undefined && writeFindings(findings, summarise ? diagnostics : null);
  for (const d of diagnostics) {
    if (summarise && d.reference) continue;
    reporter.error(label === 'warning' ? `warning: ${formatDiagnostic(d)}` : formatDiagnostic(d));
  }
  if (summarise) reporter.error(referenceSummary(label, references, written ? { file: findings!, total: diagnostics.length } : null));
}
