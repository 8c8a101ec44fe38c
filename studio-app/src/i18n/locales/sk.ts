import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Zobrazené mesačné ceny',
    showingYearly: 'Zobrazené ročné ceny',
    billingPeriod: 'Fakturačné obdobie',
    monthly: 'Mesačne',
    yearly: 'Ročne',
    perMonth: '/mesiac',
    perYear: '/rok',
    planIncludes: 'Plán {{plan}} zahŕňa',
    planAction: 'Plán {{plan}}',
    caption: 'Porovnajte plány funkciu po funkcii',
    feature: 'Funkcia',
    included: 'Zahrnuté',
    notIncluded: 'Nezahrnuté',
    soon: 'Čoskoro',
    faq: 'Často kladené otázky',
  },
} satisfies MessagesOf<typeof en>;
