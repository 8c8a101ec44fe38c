import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Harga bulanan dipaparkan',
    showingYearly: 'Harga tahunan dipaparkan',
    billingPeriod: 'Tempoh pengebilan',
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    perMonth: '/bulan',
    perYear: '/tahun',
    planIncludes: 'Pelan {{plan}} merangkumi',
    planAction: 'Pelan {{plan}}',
    caption: 'Bandingkan pelan mengikut ciri',
    feature: 'Ciri',
    included: 'Termasuk',
    notIncluded: 'Tidak termasuk',
    soon: 'Akan datang',
    faq: 'Soalan lazim',
  },
} satisfies MessagesOf<typeof en>;
