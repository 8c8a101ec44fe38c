/**
 * axe-core in a Playwright page: the library's source (injected with addScriptTag) and a
 * run over the whole document returning violations with the few fields worth printing.
 * Shared by the visual QA script and the accessibility end-to-end test.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; summary: string }>;
}

/** Runs axe on the page (axe must be injected first); WCAG 2.x A/AA rules and best practices. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: (n.failureSummary ?? '').slice(0, 300) })),
    }));
  });
}

/** One line per violation and node, for test failure messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.summary.replace(/\s+/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
}
