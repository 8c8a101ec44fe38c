/**
 * Test helpers for views built on the kit (`@site/kit/testing`; never imported by app code,
 * so react-dom/server stays out of browser bundles).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { siteConfig } from '@site/contracts';
import { SiteProvider } from '../site-context.tsx';

/**
 * Server-renders a view inside the kit's site context, as the shell does. English-only
 * mode by default (paths exactly as spec §2); pass a locale to render with i18n on.
 */
export function renderToHtml(node: ReactNode, locale?: string, path = '/'): string {
  const config = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: locale !== undefined } };
  return renderToString(
    <SiteProvider config={config} locale={locale ?? config.i18n.defaultLocale} path={path}>
      {node}
    </SiteProvider>,
  );
}
