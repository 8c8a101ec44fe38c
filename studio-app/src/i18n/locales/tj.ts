import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Нархҳои моҳона нишон дода мешаванд',
    showingYearly: 'Нархҳои солона нишон дода мешаванд',
    billingPeriod: 'Давраи пардохт',
    monthly: 'Моҳона',
    yearly: 'Солона',
    perMonth: '/моҳ',
    perYear: '/сол',
    planIncludes: 'Нақшаи {{plan}} дар бар мегирад',
    planAction: 'Нақшаи {{plan}}',
    caption: 'Нақшаҳоро аз рӯи имкониятҳо муқоиса кунед',
    feature: 'Имконият',
    included: 'Дохил аст',
    notIncluded: 'Дохил нест',
    soon: 'Ба наздикӣ',
    faq: 'Саволҳои маъмул',
  },
} satisfies MessagesOf<typeof en>;
