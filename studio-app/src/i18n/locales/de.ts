import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Monatliche Preise werden angezeigt',
    showingYearly: 'Jährliche Preise werden angezeigt',
    billingPeriod: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    perMonth: '/Monat',
    perYear: '/Jahr',
    planIncludes: 'Der Plan {{plan}} enthält',
    planAction: 'Plan {{plan}}',
    caption: 'Die Pläne Funktion für Funktion vergleichen',
    feature: 'Funktion',
    included: 'Enthalten',
    notIncluded: 'Nicht enthalten',
    soon: 'Demnächst',
    faq: 'Häufig gestellte Fragen',
  },
} satisfies MessagesOf<typeof en>;
