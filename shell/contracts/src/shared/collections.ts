/**
 * Collection schemas (spec §3), declared once. content-service validates front matter and
 * builds its tables from them; the content client uses them to decode JSON columns; the
 * TypeScript row types below derive from them.
 *
 * Front matter keys a schema does not name go into the `meta` JSON column.
 */
import { z } from 'zod';

const link = z.object({
  label: z.string(),
  icon: z.string().optional(),
  to: z.string(),
  target: z.string().optional(),
});

/** Alt text is optional in the schema: a missing one is a build warning, and views fall back to a name. */
const image = z.object({
  src: z.string(),
  alt: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** An image as written: `{src, alt}`, or just its URL (`image: /blog/cover.png`), stored as `{src}`. */
const imageInput = z.union([z.string().transform((src): z.output<typeof image> => ({ src })), image]);

const author = z.object({
  name: z.string(),
  username: z.string().optional(),
  to: z.string().optional(),
  avatar: imageInput.optional(),
});

/**
 * An ISO 8601 day, optionally with a time and a zone as tools write them (`2025-01-31`,
 * `2025-01-31T09:30:00Z`, `2025-01-31 09:30`, `2025-01-31T09:30:00+02:00`). Stored as the
 * reference module stores a date (`new Date(value).toISOString()`: `2025-01-31T00:00:00.000Z`),
 * so a client written for it compares dates as it expects (`date >= '2025-01-31T00:00:00.000Z'`
 * finds that day's post). A time without a zone is read as UTC, never as the build machine's zone.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Whether the year, month and day of an ISO_DATE match name a day of the calendar (no 2025-02-30). */
function isCalendarDay(text: string): boolean {
  const [, year, month, day] = ISO_DATE.exec(text) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** The UTC instant an ISO_DATE match names, as `toISOString` writes it; null for a time not on the clock (25:00). */
function isoInstant(text: string): string | null {
  const [day, time = '00:00'] = text.split(/[T ]/);
  const zone = /(Z|([+-]\d{2}):?(\d{2})?)$/.exec(time);
  // Date reads `+02:00` only, not `+0200` or `+02`.
  const clock = zone ? `${time.slice(0, zone.index)}${zone[2] ? `${zone[2]}:${zone[3] ?? '00'}` : 'Z'}` : `${time}Z`;
  const instant = new Date(`${day}T${clock}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A day as the build checks it, one reason per way it can be wrong (a union would report "Invalid input"). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : value),
  z.string().transform((text, ctx) => {
    const problem = !ISO_DATE.test(text)
      ? 'use a date like 2025-01-31 (a time may follow: 2025-01-31T09:30:00+02:00)'
      : !isCalendarDay(text)
        ? 'this day is not in the calendar (check the month and the day)'
        : null;
    const instant = problem ? null : isoInstant(text);
    if (instant === null) {
      ctx.addIssue({ code: 'custom', message: problem ?? 'this time is not on the clock (hours 00-23, minutes 00-59)' });
      return z.NEVER;
    }
    return instant;
  }),
);

const price = z.union([z.string(), z.number().transform(String)]);
const planPrice = z.union([price, z.object({ month: price.optional(), year: price.optional() })]);

/** A plan as the views use it (see pricing-shapes.ts for the shapes authors write). */
const plan = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: planPrice,
  billing: z.string().optional(),
  badge: z.string().optional(),
  highlight: z.boolean().optional(),
  features: z.array(z.string()),
  button: link.partial({ icon: true }).optional(),
});

/** A plan as written: in a list (with its id) or in a map keyed by plan id; features as text or `{title}`. */
const planInput = z
  .object({
    id: z.string().optional(),
    title: z.string().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    price: planPrice.optional(),
    billing: z.string().optional(),
    /** The reference ecosystem's name for the billing period (`/month`). */
    cycle: z.string().optional(),
    badge: z.union([z.string(), z.object({ label: z.string() }).passthrough()]).optional(),
    highlight: z.boolean().optional(),
    features: z.array(z.union([z.string(), z.object({ title: z.string() }).passthrough()])).optional(),
    button: link.partial().passthrough().optional(),
  })
  .passthrough();

const comparisonTheme = z.object({
  title: z.string(),
  items: z.array(
    z.object({
      title: z.string(),
      soon: z.boolean().optional(),
      /** Per-plan value keyed by plan id: true/false for included, or a short text such as "5". */
      plans: z.record(z.string(), z.union([z.boolean(), z.string()])),
    }),
  ),
});

const cellValue = z.union([z.boolean(), z.string(), z.number()]);

/**
 * A comparison row as written: its plans as `{planId: value}` or as the list of plan ids that
 * include it, or its values as a list in plan order (`value: ['1', 'Unlimited']`).
 */
const comparisonRow = z
  .object({
    title: z.string().optional(),
    soon: z.boolean().optional(),
    plans: z.union([z.record(z.string(), cellValue), z.array(z.string())]).optional(),
    value: z.array(cellValue).optional(),
  })
  .passthrough();

const comparisonItemInput = z.union([z.string(), comparisonRow.extend({ title: z.string() })]);

/** An entry of `includes`: a row, or a group of rows keyed by id (`{title, includes: {id: row}}`). */
export interface ComparisonEntryInput extends z.output<typeof comparisonRow> {
  includes?: Record<string, ComparisonEntryInput>;
}
const comparisonEntryInput: z.ZodType<ComparisonEntryInput> = z.lazy(() =>
  comparisonRow.extend({ includes: z.record(z.string(), comparisonEntryInput).optional() }),
);

/**
 * The comparison as written: a list of themes, or `{title, description, includes}` where each
 * entry of `includes` is a group holding a list of rows, a group object with its own
 * `includes` map, or a single row.
 */
const featuresInput = z.union([
  z.array(comparisonTheme),
  z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      includes: z.record(z.string(), z.union([z.array(comparisonItemInput), comparisonEntryInput])).optional(),
    })
    .passthrough(),
]);

const onboardingStep = z.object({ title: z.string(), description: z.string().optional(), icon: z.string().optional() });
const onboarding = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  steps: z.array(onboardingStep).default([]),
});

/** Common page fields, as they may appear in front matter. */
export const pageFrontMatter = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  navigation: z.union([z.boolean(), z.object({ title: z.string().optional(), icon: z.string().optional() }).passthrough()]).optional(),
  seo: z.object({ title: z.string().optional(), description: z.string().optional() }).passthrough().optional(),
});

/** Additional fields per collection, exactly those of spec §3. */
export const collectionFields = {
  landing: z.object({}),
  docs: z.object({ links: z.array(link).optional() }),
  pricing: z.object({
    features: featuresInput.default([]),
    onboarding: onboarding.optional(),
    plans: z.union([
      z.array(planInput).min(1),
      z.record(z.string(), planInput).refine((m) => Object.keys(m).length > 0, 'add at least one plan'),
    ]),
  }),
  // Fields the spec types as strings are any string; only `name` is needed to show a template.
  templates: z.object({
    baseDir: z.string().optional(),
    branch: z.string().optional(),
    category: z.string().optional(),
    demo: z.string().optional(),
    description: z.string().optional(),
    draft: z.boolean().default(false),
    image1: z.string().optional(),
    image2: z.string().optional(),
    image3: z.string().optional(),
    licenseType: z.string().optional(),
    mainScreen: z.string().optional(),
    name: z.string(),
    owner: z.string().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes')
      .optional(),
    subtitle: z.string().optional(),
  }),
  posts: z.object({
    authors: z.array(author).default([]),
    categories: z.array(z.string()).default([]),
    category: z.string().optional(),
    date: isoDate,
    draft: z.boolean().default(false),
    image: imageInput.optional(),
  }),
} as const;

export type CollectionName = keyof typeof collectionFields;
export const COLLECTION_NAMES = Object.keys(collectionFields) as CollectionName[];

export type ColumnKind = 'string' | 'json' | 'boolean' | 'date' | 'number';

/** Columns every page collection has, in table order after `id`. */
export const COMMON_COLUMNS: Record<string, ColumnKind> = {
  title: 'string',
  body: 'json',
  description: 'string',
  extension: 'string',
  meta: 'json',
  navigation: 'json',
  path: 'string',
  seo: 'json',
  stem: 'string',
};

const EXTRA_COLUMNS: Record<CollectionName, Record<string, ColumnKind>> = {
  landing: {},
  docs: { links: 'json' },
  pricing: { features: 'json', onboarding: 'json', plans: 'json' },
  templates: {
    baseDir: 'string',
    branch: 'string',
    category: 'string',
    demo: 'string',
    description: 'string',
    draft: 'boolean',
    image1: 'string',
    image2: 'string',
    image3: 'string',
    licenseType: 'string',
    mainScreen: 'string',
    name: 'string',
    owner: 'string',
    slug: 'string',
    subtitle: 'string',
  },
  posts: { authors: 'json', categories: 'json', category: 'string', date: 'date', draft: 'boolean', image: 'json' },
};

/** Maps a table's collection name (`docs_fr`, `docs`) to its schema name (`docs`). */
export function baseCollection(collection: string): CollectionName | null {
  const base = collection.startsWith('docs_') ? 'docs' : collection;
  return base in collectionFields ? (base as CollectionName) : null;
}

/** All columns of a collection's table: `id` first, then common then additional fields. */
export function collectionColumns(collection: string): Record<string, ColumnKind> {
  const base = baseCollection(collection);
  if (!base) throw new Error(`Unknown collection "${collection}"`);
  return { id: 'string', ...COMMON_COLUMNS, ...EXTRA_COLUMNS[base] };
}

/**
 * Decodes a raw SQL row into the values the reference content module answers (nuxt/content
 * v3, refineContentFields in src/runtime/internal/collection.ts): JSON columns parsed,
 * boolean columns as true/false, and the text 'NULL' as no value. The content-service
 * answers /query rows decoded by this function and the browser decodes its sql.js rows
 * with it too, so both paths give the same rows. Text that is not valid JSON stays text.
 */
export function decodeRow(collection: string, row: Record<string, unknown>): Record<string, unknown> {
  const columns = collectionColumns(collection);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const kind = columns[key];
    let decoded = value;
    if (kind === 'json' && typeof value === 'string' && value !== '' && value !== 'undefined') {
      try {
        decoded = JSON.parse(value);
      } catch {
        decoded = value;
      }
    } else if (kind === 'boolean' && value !== 'undefined') decoded = Boolean(value);
    if (decoded === 'NULL') decoded = undefined;
    if (decoded !== undefined) out[key] = decoded;
  }
  return out;
}

/* ---- Row types ---- */

/** A node of the compact body tree: text, or `[tag, props, ...children]`. */
export type MinimarkNode = string | [string, Record<string, unknown>, ...MinimarkNode[]];
export interface TocLink {
  id: string;
  depth: number;
  text: string;
  children?: TocLink[];
}
export interface PageBody {
  type: 'minimark';
  value: MinimarkNode[];
  toc?: { title: string; searchDepth: number; depth: number; links: TocLink[] };
  /** Set by the server for its render: the id its HTML is rendered under (server-html.ts). */
  htmlId?: string;
  /**
   * Set in the page's inline state: the body's HTML is the server's element with this id, and
   * `value` is only the body's outline (server-html.ts).
   */
  serverHtml?: string;
}

export interface PageRow {
  id: string;
  title: string;
  body: PageBody;
  description: string;
  extension: string;
  meta: Record<string, unknown>;
  navigation: boolean | Record<string, unknown>;
  path: string;
  seo: { title?: string; description?: string; [k: string]: unknown };
  stem: string;
}

type Fields<N extends CollectionName> = z.output<(typeof collectionFields)[N]>;
// Landing pages keep their structured blocks (hero, features…) in `meta`; no additional columns.
export type LandingRow = PageRow;
export type DocsRow = PageRow & Fields<'docs'>;
export type PricingRow = PageRow & Fields<'pricing'>;
/** `slug` is filled from the file name when the author leaves it out. */
export type TemplateRow = Omit<PageRow, 'description'> & Omit<Fields<'templates'>, 'slug'> & { slug: string };
export type PostRow = PageRow & Fields<'posts'>;
export type Plan = z.output<typeof plan>;
export type PlanInput = z.output<typeof planInput>;
export type FeaturesInput = z.output<typeof featuresInput>;
export type ComparisonItemInput = z.output<typeof comparisonItemInput>;
export type ComparisonTheme = z.output<typeof comparisonTheme>;
export type Author = z.output<typeof author>;
export type ImageRef = z.output<typeof image>;
export type Link = z.output<typeof link>;

/* ---- API shapes of /api/content/* ---- */

export interface NavigationNode {
  title: string;
  path: string;
  stem: string;
  page?: false;
  icon?: string;
  children?: NavigationNode[];
  [key: string]: unknown;
}

export interface SearchSection {
  id: string;
  title: string;
  titles: string[];
  content: string;
  level: number;
}

export interface Surround {
  title: string;
  path: string;
  stem: string;
  description?: string;
  /** The language of its title and description, when not the collection's (an untranslated page shown in a locale). */
  lang?: string;
}

export interface ContentInfo {
  /** Version per collection, `v3.5.0--{hash}`. */
  versions: Record<string, string>;
  /**
   * Structure version per collection, as the dump's info row has it (the reference module's
   * manifest gives its clients both): a client holding this structure may update its table
   * in place from the next dump, by row hash.
   */
  structureVersions: Record<string, string>;
  /** Content build id (a hash of all versions). */
  contentBuild: string;
  builtAt: string;
}
