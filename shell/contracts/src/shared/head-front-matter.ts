/**
 * Front matter `head:` as Nuxt Content authors write it (`head: { title, meta: [{name, content}] }`),
 * and `seo.meta` as its version 3 writes it: the safe part only. The build reads it into the
 * page's `seo` (title and description override the page's, the other pairs become `seo.meta`)
 * and warns about each entry it refuses; the shell renders `seo.meta` after checking it again
 * (head-meta.ts).
 *
 * Refused: anything that is not a plain `name` + `content` pair (`http-equiv` can refresh to
 * another URL or set cookies, `charset` breaks the document, `property` duplicates the social
 * cards the shell writes from title, description and image), names off HEAD_META_NAMES
 * (`referrer`, `theme-color`, `viewport` are the site's to set, not a page's), and every other
 * head key (`script`, `link`, `style`: content never adds code or resources to a head).
 */
import { z } from 'zod';
import { HEAD_META_NAMES, MAX_META_CONTENT, type HeadMeta } from './head-meta.ts';

const headMetaEntry = z
  .object({
    name: z
      .string()
      .transform((name) => name.trim().toLowerCase())
      .refine((name) => (HEAD_META_NAMES as readonly string[]).includes(name), {
        message: `only these names are allowed: ${HEAD_META_NAMES.join(', ')}`,
      }),
    content: z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(MAX_META_CONTENT)),
  })
  // Any other key (`http-equiv`, `charset`, `property`, `hid`) refuses the entry rather than being dropped from it.
  .strict();

interface PageHeadInput {
  title?: string;
  description?: string;
  meta: HeadMeta[];
  /** Each entry left out, with where it is (below the field it came from) and why. */
  refused: Array<{ path: Array<string | number>; reason: string }>;
}

function issueText(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `${issue.keys.map((k) => `"${k}"`).join(', ')} cannot be set`;
      if (issue.code === 'invalid_type')
        return issue.path.length ? `"${issue.path.join('.')}" is missing or not text` : 'an entry is a map of `name` and `content`';
      return issue.message;
    })
    .join('; ');
}

/** The safe pairs of a `meta` list (a `description` pair becomes the description), and why each other entry is refused. */
export function readHeadMeta(list: unknown): Omit<PageHeadInput, 'title'> {
  const out: Omit<PageHeadInput, 'title'> = { meta: [], refused: [] };
  if (list === undefined || list === null) return out;
  if (!Array.isArray(list)) {
    out.refused.push({ path: [], reason: 'write `meta` as a list of `name` and `content` pairs' });
    return out;
  }
  list.forEach((entry, i) => {
    const parsed = headMetaEntry.safeParse(entry);
    if (!parsed.success) out.refused.push({ path: [i], reason: issueText(parsed.error) });
    else if (parsed.data.name === 'description') out.description = parsed.data.content;
    else out.meta.push(parsed.data);
  });
  return out;
}

/** Front matter `head:` read as Nuxt Content reads it, keeping only what a page may set. */
export function readFrontMatterHead(head: unknown): PageHeadInput {
  if (head === undefined || head === null) return { meta: [], refused: [] };
  if (typeof head !== 'object' || Array.isArray(head)) {
    return { meta: [], refused: [{ path: [], reason: 'write `head` as a map with `title` and `meta`' }] };
  }
  const { title, meta, ...rest } = head as Record<string, unknown>;
  const read = readHeadMeta(meta);
  const out: PageHeadInput = { ...read, refused: read.refused.map((r) => ({ ...r, path: ['meta', ...r.path] })) };
  if (typeof title === 'string' || typeof title === 'number') out.title = String(title);
  else if (title !== undefined && title !== null) out.refused.push({ path: ['title'], reason: '`title` must be text' });
  for (const key of Object.keys(rest))
    out.refused.push({ path: [key], reason: `"${key}" cannot be set from content (only title and meta)` });
  return out;
}
