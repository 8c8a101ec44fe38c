/**
 * Component names and props as the renderer expects them (CONTRACTS.md §2, §3): names in
 * kebab-case, prop names in camelCase, `:bound` values JSON-decoded.
 */
import type { WarningList } from './errors.ts';

function camelCase(name: string): string {
  return name.replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Turns remark-mdc attributes (plus a component's YAML data block) into props.
 * `class` and `id` keep their names: they are HTML attributes, not component props.
 */
export function normalizeProps(
  attributes: Record<string, unknown> | undefined,
  yamlProps: Record<string, unknown> | undefined,
  where: { warnings: WarningList; line: number; component: string },
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [rawName, value] of Object.entries(yamlProps ?? {})) props[propName(rawName)] = value;
  for (const [rawName, value] of Object.entries(attributes ?? {})) {
    if (rawName.startsWith(':')) {
      const name = propName(rawName.slice(1));
      props[name] = decodeBound(value, name, where);
    } else {
      props[propName(rawName)] = value;
    }
  }
  return props;
}

function propName(raw: string): string {
  if (raw === 'class' || raw === 'id' || raw === 'style') return raw;
  return camelCase(raw);
}

function decodeBound(value: unknown, name: string, where: { warnings: WarningList; line: number; component: string }): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    where.warnings.add(
      where.line,
      `the bound prop ":${name}" of component "${where.component}" is not valid JSON, so it is kept as text.`,
      `Write it as JSON, e.g. :${name}='{"key": "value"}' or :${name}="3", or drop the leading colon for plain text.`,
    );
    return value;
  }
}
