/**
 * Renders a view into a DOM (happy-dom in tests: put `// @vitest-environment happy-dom` at the
 * top of the file) inside the kit's site context, as the shell does, and returns Testing
 * Library's queries: tests then find what a reader finds, by role and by text.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { siteConfig } from '@site/contracts';
import { SiteProvider } from '../site-context.tsx';

/** English-only mode by default (paths exactly as spec §2); pass a locale to render with i18n on. */
export function renderView(node: ReactNode, locale?: string, path = '/'): RenderResult {
  const config = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: locale !== undefined } };
  return render(
    <SiteProvider config={config} locale={locale ?? config.i18n.defaultLocale} path={path}>
      {node}
    </SiteProvider>,
  );
}
