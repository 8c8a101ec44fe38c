import { useTextWithDefaults } from '@site/kit/ui';

/**
 * Interface texts of the Studio views, in English. They are looked up in the kit's i18n
 * messages first (shell/kit/src/ui/i18n/messages), so a locale that translates a key shows
 * its translation; any other locale shows these defaults.
 */
export const STUDIO_TEXT = {
  'common.opensInNewTab': '(opens in a new tab)',
  'pricing.billingPeriod': 'Billing period',
  'pricing.monthly': 'Monthly',
  'pricing.yearly': 'Yearly',
  'pricing.perMonth': '/month',
  'pricing.perYear': '/year',
  'pricing.planIncludes': '{{plan}} plan includes',
  'pricing.planAction': '{{plan}} plan',
  'pricing.caption': 'Compare the plans feature by feature',
  'pricing.feature': 'Feature',
  'pricing.included': 'Included',
  'pricing.notIncluded': 'Not included',
  'pricing.soon': 'Soon',
  'pricing.faq': 'Frequently asked questions',
} as const;

export type StudioTextKey = keyof typeof STUDIO_TEXT;

export function useStudioText(): (key: StudioTextKey, vars?: Record<string, string | number>) => string {
  return useTextWithDefaults(STUDIO_TEXT);
}
