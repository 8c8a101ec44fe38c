import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Rodomos mėnesio kainos',
    showingYearly: 'Rodomos metų kainos',
    billingPeriod: 'Atsiskaitymo laikotarpis',
    monthly: 'Kas mėnesį',
    yearly: 'Kas metus',
    perMonth: '/mėn.',
    perYear: '/metus',
    planIncludes: 'Į {{plan}} planą įeina',
    planAction: 'Planas {{plan}}',
    caption: 'Palyginkite planus pagal funkcijas',
    feature: 'Funkcija',
    included: 'Įtraukta',
    notIncluded: 'Neįtraukta',
    soon: 'Netrukus',
    faq: 'Dažnai užduodami klausimai',
  },
} satisfies MessagesOf<typeof en>;
