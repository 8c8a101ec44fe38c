import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'ئايلىق باھالار كۆرسىتىلدى',
    showingYearly: 'يىللىق باھالار كۆرسىتىلدى',
    billingPeriod: 'ھېسابات مەزگىلى',
    monthly: 'ئايلىق',
    yearly: 'يىللىق',
    perMonth: '/ئاي',
    perYear: '/يىل',
    planIncludes: '{{plan}} پىلانى ئۆز ئىچىگە ئالىدۇ',
    planAction: '{{plan}} پىلانى',
    caption: 'پىلانلارنى ئىقتىدار بويىچە سېلىشتۇرۇڭ',
    feature: 'ئىقتىدار',
    included: 'بار',
    notIncluded: 'يوق',
    soon: 'پات ئارىدا',
    faq: 'دائىم سورىلىدىغان سوئاللار',
  },
} satisfies MessagesOf<typeof en>;
