import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Wyświetlane są ceny miesięczne',
    showingYearly: 'Wyświetlane są ceny roczne',
    billingPeriod: 'Okres rozliczeniowy',
    monthly: 'Miesięcznie',
    yearly: 'Rocznie',
    perMonth: '/mies.',
    perYear: '/rok',
    planIncludes: 'Plan {{plan}} obejmuje',
    planAction: 'Plan {{plan}}',
    caption: 'Porównaj plany funkcja po funkcji',
    feature: 'Funkcja',
    included: 'W zestawie',
    notIncluded: 'Brak',
    soon: 'Wkrótce',
    faq: 'Najczęściej zadawane pytania',
  },
} satisfies MessagesOf<typeof en>;
