import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Harga bulanan ditampilkan',
    showingYearly: 'Harga tahunan ditampilkan',
    billingPeriod: 'Periode penagihan',
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    perMonth: '/bulan',
    perYear: '/tahun',
    planIncludes: 'Paket {{plan}} mencakup',
    planAction: 'Paket {{plan}}',
    caption: 'Bandingkan paket fitur demi fitur',
    feature: 'Fitur',
    included: 'Termasuk',
    notIncluded: 'Tidak termasuk',
    soon: 'Segera hadir',
    faq: 'Pertanyaan umum',
  },
} satisfies MessagesOf<typeof en>;
