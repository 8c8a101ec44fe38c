import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Se afișează prețurile lunare',
    showingYearly: 'Se afișează prețurile anuale',
    billingPeriod: 'Perioada de facturare',
    monthly: 'Lunar',
    yearly: 'Anual',
    perMonth: '/lună',
    perYear: '/an',
    planIncludes: 'Planul {{plan}} include',
    planAction: 'Planul {{plan}}',
    caption: 'Compară planurile funcționalitate cu funcționalitate',
    feature: 'Funcționalitate',
    included: 'Inclus',
    notIncluded: 'Neinclus',
    soon: 'În curând',
    faq: 'Întrebări frecvente',
  },
} satisfies MessagesOf<typeof en>;
