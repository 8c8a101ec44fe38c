/**
 * Slots of nested components, however the nesting is indented. remark-mdc gives a `#slot`
 * line to an enclosing component when the nested fence sits at its parent's column, or is
 * indented from it by as much as the parent is from its own parent; repair-fences.ts indents
 * such components before parsing. Every nesting of 2 to 5 components, each with or without a
 * `#title` slot, written flat, indented by two or four spaces or by tabs per level, or
 * alternately flat and indented, must parse into the tree its author wrote.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/index.ts';

interface Spec {
  name: string;
  slots: string[];
  child?: Spec;
}

const NAMES = ['tabs', 'callout', 'note', 'card', 'steps'];

/** The MDC an author writes for `spec`, each level indented by `indent(depth)` columns (`unit` per 2). */
function render(spec: Spec, depth: number, column: number, indent: (depth: number) => number, unit: string): string[] {
  const pad = unit.repeat(column / 2);
  const colons = ':'.repeat(depth + 2);
  const out = [`${pad}${colons}${spec.name}`];
  for (const slot of spec.slots) out.push(`${pad}#${slot}`, `${pad}${spec.name} ${slot} text`);
  if (spec.slots.length) out.push(`${pad}#default`);
  if (spec.child) out.push(...render(spec.child, depth + 1, column + indent(depth), indent, unit));
  else out.push(`${pad}${spec.name} body`);
  out.push(`${pad}${colons}`);
  return out;
}

/** The tree the author meant: slots first, then the default content. */
function meant(spec: Spec): unknown {
  const children: unknown[] = spec.slots.map((slot) => ['template', { slot }, ['p', {}, `${spec.name} ${slot} text`]]);
  children.push(spec.child ? meant(spec.child) : ['p', {}, `${spec.name} body`]);
  return [spec.name, {}, ...children];
}

const INDENTS: Record<string, (depth: number) => number> = {
  flat: () => 0,
  'two columns': () => 2,
  'four columns': () => 4,
  alternating: (depth) => (depth % 2 ? 2 : 0),
};

describe('slots of nested components', () => {
  it('belong to the component they are written in, at any depth and indentation', async () => {
    const wrong: string[] = [];
    for (let depth = 2; depth <= 5; depth++) {
      for (let withSlots = 0; withSlots < 1 << depth; withSlots++) {
        const spec = (level: number): Spec => ({
          name: NAMES[level]!,
          slots: withSlots & (1 << level) ? ['title'] : [],
          ...(level + 1 < depth ? { child: spec(level + 1) } : {}),
        });
        for (const [style, indent] of Object.entries(INDENTS)) {
          for (const [unitName, unit] of [
            ['spaces', '  '],
            ['tabs', '\t'],
          ] as const) {
            const source = render(spec(0), 0, 0, indent, unit).join('\n');
            const parsed = await parseMarkdown(source, { file: 'nested.md' });
            if (JSON.stringify(parsed.body.value) !== JSON.stringify([meant(spec(0))]) || parsed.warnings.length > 0) {
              wrong.push(`${style} (${unitName}), depth ${depth}, slots ${withSlots.toString(2)}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
