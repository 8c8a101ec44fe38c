/**
 * Typed reading of a landing page's structured front matter (`page.meta`). The content
 * schema keeps these keys free-form, so the views check the shapes they rely on and skip
 * anything malformed instead of crashing the page.
 */
export interface LandingLink { label: string; to: string; icon?: string }
export interface LandingItem { title: string; description: string; icon?: string; to?: string }
export interface LandingHero { title: string; highlight?: string; description: string; links: LandingLink[]; install?: string }
export interface LandingBlock { title: string; description?: string; items: LandingItem[] }
export interface LandingWorkflow { title: string; description?: string; steps: LandingItem[] }
export interface LandingCta { title: string; description?: string; links: LandingLink[] }

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function links(v: unknown): LandingLink[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((l) => {
    if (!isObject(l) || !str(l.label) || !str(l.to)) return [];
    return [{ label: str(l.label)!, to: str(l.to)!, icon: str(l.icon) }];
  });
}

function items(v: unknown): LandingItem[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((i) => {
    if (!isObject(i) || !str(i.title)) return [];
    return [{ title: str(i.title)!, description: str(i.description) ?? '', icon: str(i.icon), to: str(i.to) }];
  });
}

export function landingHero(meta: Json): LandingHero | null {
  const h = meta.hero;
  if (!isObject(h) || !str(h.title)) return null;
  return {
    title: str(h.title)!,
    highlight: str(h.highlight),
    description: str(h.description) ?? '',
    links: links(h.links),
    install: str(h.install),
  };
}

export function landingBlock(value: unknown): LandingBlock | null {
  if (!isObject(value) || !str(value.title)) return null;
  return { title: str(value.title)!, description: str(value.description), items: items(value.items) };
}

export function landingSections(meta: Json): LandingBlock[] {
  return Array.isArray(meta.sections) ? meta.sections.flatMap((s) => landingBlock(s) ?? []) : [];
}

export function landingWorkflow(meta: Json): LandingWorkflow | null {
  const w = meta.workflow;
  if (!isObject(w) || !str(w.title)) return null;
  return { title: str(w.title)!, description: str(w.description), steps: items(w.steps) };
}

export function landingCta(meta: Json): LandingCta | null {
  const c = meta.cta;
  if (!isObject(c) || !str(c.title)) return null;
  return { title: str(c.title)!, description: str(c.description), links: links(c.links) };
}

/**
 * Splits a headline around its highlighted word so the word can be coloured: the first
 * whole-word match wins; without a match the whole title is plain.
 */
export function splitHighlight(title: string, highlight: string | undefined): [string, string, string] {
  if (!highlight) return [title, '', ''];
  const at = title.indexOf(highlight);
  if (at < 0) return [title, '', ''];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}
