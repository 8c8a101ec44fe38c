/**
 * A page's own head from its front matter (`head: { title, meta }`, Nuxt Content's spelling,
 * and `seo.meta`) folded into its `seo`: the title and description override the page's (an
 * explicit `seo.title` / `seo.description` still wins), the other allowed pairs are kept as
 * `seo.meta` for the shell to render. Every refused entry is a warning at its line; the page
 * still builds. The rules are the contracts' (head-front-matter.ts).
 */
import { HEAD_META_NAMES, readFrontMatterHead, readHeadMeta } from '@site/contracts';
import type { Diagnostic } from '../errors.ts';

type Path = ReadonlyArray<PropertyKey>;

function fieldName(path: Path): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

export function foldPageHead(
  meta: Record<string, unknown>,
  seoField: Record<string, unknown> | undefined,
  where: { file: string; lineOf: (path: Path) => number; warnings: Diagnostic[] },
): { seo: Record<string, unknown>; meta: Record<string, unknown> } {
  const { head: written, ...rest } = meta;
  const head = readFrontMatterHead(written);
  const seoMeta = readHeadMeta(seoField?.meta);
  const refused = [
    ...head.refused.map((r) => ({ ...r, path: ['head', ...r.path] })),
    ...seoMeta.refused.map((r) => ({ ...r, path: ['seo', 'meta', ...r.path] })),
  ];
  for (const { path, reason } of refused) {
    where.warnings.push({
      file: where.file,
      line: where.lineOf(path),
      message: `"${fieldName(path)}" is left out of the page's head: ${reason}`,
      hint: `a page's head takes a \`title\` and \`meta\` pairs of \`name\` and \`content\`, named ${HEAD_META_NAMES.join(', ')}`,
    });
  }
  const { meta: _written, ...seo } = seoField ?? {};
  seo.title ??= head.title;
  seo.description ??= head.description ?? seoMeta.description;
  for (const key of ['title', 'description']) if (seo[key] === undefined) delete seo[key];
  const pairs = [...head.meta, ...seoMeta.meta];
  if (pairs.length > 0) seo.meta = pairs;
  return { seo, meta: rest };
}
