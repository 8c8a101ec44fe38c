import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Havi árak láthatók',
    showingYearly: 'Éves árak láthatók',
    billingPeriod: 'Számlázási időszak',
    monthly: 'Havi',
    yearly: 'Éves',
    perMonth: '/hó',
    perYear: '/év',
    planIncludes: 'A(z) {{plan}} csomag tartalmazza',
    planAction: '{{plan}} csomag',
    caption: 'Hasonlítsa össze a csomagokat funkcióról funkcióra',
    feature: 'Funkció',
    included: 'Benne van',
    notIncluded: 'Nincs benne',
    soon: 'Hamarosan',
    faq: 'Gyakori kérdések',
  },
} satisfies MessagesOf<typeof en>;
