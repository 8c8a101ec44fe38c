/**
 * One typed reader of a landing page's structured front matter (`page.meta`: `hero`,
 * `features`, `sections`, `workflow`, `cta`), used by the home page and the Studio features
 * page. The landing collection keeps these keys free-form (CONTRACTS.md §1), so content can
 * hold anything there: the reader keeps what is well-formed and drops the rest (a block
 * without a title, an item without a title, a link without a label or target) instead of
 * crashing the page. Blank strings count as missing.
 */
import { z } from 'zod';

/** A string with something in it; blank strings fail like missing ones. */
const text = z.string().refine((value) => value.trim() !== '');
/** An optional text: missing, blank or not a string all read as `undefined`. */
const optionalText = text.optional().catch(undefined);
/** A text that is always there for the markup: missing or blank reads as ''. */
const textOrEmpty = text.catch('');

/** The well-formed entries of a list; anything that is not an array reads as an empty list. */
function listOf<Entry extends z.ZodType>(entry: Entry) {
  // `.catch([])` rather than a check inside the transform: it also makes the key optional in an object.
  return z
    .array(z.unknown())
    .catch([])
    .transform((list): z.output<Entry>[] =>
      list.flatMap((candidate) => {
        const parsed = entry.safeParse(candidate);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

const landingLink = z.object({ label: text, to: text, icon: optionalText });
const landingItem = z.object({ title: text, description: textOrEmpty, icon: optionalText, to: optionalText });

export const landingSchemas = {
  hero: z.object({
    title: text,
    /** The word of the title shown in the primary colour. */
    highlight: optionalText,
    description: textOrEmpty,
    links: listOf(landingLink),
    /** A shell command shown with a copy button (home page). */
    install: optionalText,
  }),
  block: z.object({ title: text, description: optionalText, items: listOf(landingItem) }),
  workflow: z.object({ title: text, description: optionalText, steps: listOf(landingItem) }),
  cta: z.object({ title: text, description: optionalText, links: listOf(landingLink) }),
};

export type LandingLink = z.output<typeof landingLink>;
export type LandingItem = z.output<typeof landingItem>;
export type LandingHero = z.output<typeof landingSchemas.hero>;
export type LandingBlock = z.output<typeof landingSchemas.block>;
export type LandingWorkflow = z.output<typeof landingSchemas.workflow>;
export type LandingCta = z.output<typeof landingSchemas.cta>;

/** The blocks of a landing page; a block that is missing or malformed is `null` (or left out of `sections`). */
export interface LandingMeta {
  hero: LandingHero | null;
  /** The feature grid. */
  features: LandingBlock | null;
  /** Feature rows (home page). */
  sections: LandingBlock[];
  /** Numbered steps (Studio features page). */
  workflow: LandingWorkflow | null;
  /** The closing call to action. */
  cta: LandingCta | null;
}

function blockOrNull<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const sectionList = listOf(landingSchemas.block);

export function readLandingMeta(meta: Record<string, unknown>): LandingMeta {
  return {
    hero: blockOrNull(landingSchemas.hero, meta.hero),
    features: blockOrNull(landingSchemas.block, meta.features),
    sections: sectionList.parse(meta.sections),
    workflow: blockOrNull(landingSchemas.workflow, meta.workflow),
    cta: blockOrNull(landingSchemas.cta, meta.cta),
  };
}
