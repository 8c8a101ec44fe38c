import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Prikazane su mjesečne cijene',
    showingYearly: 'Prikazane su godišnje cijene',
    billingPeriod: 'Razdoblje naplate',
    monthly: 'Mjesečno',
    yearly: 'Godišnje',
    perMonth: '/mj.',
    perYear: '/god.',
    planIncludes: 'Paket {{plan}} uključuje',
    planAction: 'Paket {{plan}}',
    caption: 'Usporedite pakete značajku po značajku',
    feature: 'Značajka',
    included: 'Uključeno',
    notIncluded: 'Nije uključeno',
    soon: 'Uskoro',
    faq: 'Često postavljana pitanja',
  },
} satisfies MessagesOf<typeof en>;
