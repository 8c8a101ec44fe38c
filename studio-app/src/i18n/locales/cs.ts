import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Zobrazeny měsíční ceny',
    showingYearly: 'Zobrazeny roční ceny',
    billingPeriod: 'Fakturační období',
    monthly: 'Měsíčně',
    yearly: 'Ročně',
    perMonth: '/měsíc',
    perYear: '/rok',
    planIncludes: 'Plán {{plan}} zahrnuje',
    planAction: 'Plán {{plan}}',
    caption: 'Porovnejte plány funkci po funkci',
    feature: 'Funkce',
    included: 'Zahrnuto',
    notIncluded: 'Nezahrnuto',
    soon: 'Brzy',
    faq: 'Často kladené otázky',
  },
} satisfies MessagesOf<typeof en>;
