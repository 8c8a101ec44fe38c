import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'מוצגים המחירים החודשיים',
    showingYearly: 'מוצגים המחירים השנתיים',
    billingPeriod: 'תקופת חיוב',
    monthly: 'חודשי',
    yearly: 'שנתי',
    perMonth: '/חודש',
    perYear: '/שנה',
    planIncludes: 'תוכנית {{plan}} כוללת',
    planAction: 'תוכנית {{plan}}',
    caption: 'השוו בין התוכניות תכונה אחר תכונה',
    feature: 'תכונה',
    included: 'כלול',
    notIncluded: 'לא כלול',
    soon: 'בקרוב',
    faq: 'שאלות נפוצות',
  },
} satisfies MessagesOf<typeof en>;
