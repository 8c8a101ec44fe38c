/**
 * Props of the landing components as content writes them (`links: [{label, to, icon}]`,
 * `features: [{title, description, icon}]`), read defensively: they come from markdown.
 */
import { canonicalComponentName, type MinimarkNode } from '@site/contracts';
import { isBlank, isElement, str } from '../prose/nodes.ts';

export interface ButtonLink {
  label: string;
  to?: string | undefined;
  icon?: string | undefined;
  trailingIcon?: string | undefined;
  color?: string | undefined;
  variant?: string | undefined;
  size?: string | undefined;
  target?: string | undefined;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function buttonLink(value: unknown): ButtonLink | null {
  const v = record(value);
  if (!v) return null;
  const label = str(v.label) ?? str(v.title) ?? '';
  return {
    label,
    to: str(v.to) ?? str(v.href),
    icon: str(v.icon) ?? str(v.leadingIcon),
    trailingIcon: str(v.trailingIcon),
    color: str(v.color),
    variant: str(v.variant),
    size: str(v.size),
    target: str(v.target),
  };
}

export function buttonLinks(value: unknown): ButtonLink[] {
  return Array.isArray(value) ? value.flatMap((v) => buttonLink(v) ?? []) : [];
}

export interface FeatureItem {
  title: string;
  description?: string | undefined;
  icon?: string | undefined;
  to?: string | undefined;
}

export function featureItems(value: unknown): FeatureItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const v = record(item);
    const title = v ? (str(v.title) ?? str(v.label)) : typeof item === 'string' ? item : undefined;
    if (!title) return [];
    return [{ title, description: v ? str(v.description) : undefined, icon: v ? str(v.icon) : undefined, to: v ? str(v.to) : undefined }];
  });
}

/** Button classes of the kit for Nuxt UI's colour and variant names; unknown ones get the neutral outline. */
export function buttonClass(link: Pick<ButtonLink, 'color' | 'variant' | 'size'>, fallback: 'primary' | 'outline' = 'primary'): string {
  const variant = link.variant ?? (link.color === 'neutral' ? 'outline' : fallback === 'primary' ? 'solid' : 'outline');
  const kind =
    variant === 'solid' && (link.color ?? 'primary') === 'primary'
      ? 'btn-primary'
      : variant === 'ghost' || variant === 'link'
        ? 'btn-ghost'
        : 'btn-outline';
  const size = link.size === 'lg' || link.size === 'xl' ? ' btn-lg' : '';
  return `btn ${kind}${size}`;
}

/** Whether a body already shows the page's h1 (a top-level `# heading`, or a page hero / header with a title). */
export function bodyHasTitle(nodes: readonly MinimarkNode[]): boolean {
  return nodes.some((node) => {
    if (!isElement(node)) return false;
    if (node[0] === 'h1') return true;
    const name = canonicalComponentName(node[0]);
    return name === 'page-hero' || name === 'page-header';
  });
}

/** Whether a body is only code (the home page's sample beside its hero) rather than page content. */
export function bodyIsCodeSample(nodes: readonly MinimarkNode[]): boolean {
  const meaningful = nodes.filter((n) => !isBlank(n));
  return meaningful.length > 0 && meaningful.every((n) => isElement(n) && ['pre', 'code-group'].includes(canonicalComponentName(n[0])));
}
