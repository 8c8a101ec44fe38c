import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Oylik narxlar ko‘rsatilmoqda',
    showingYearly: 'Yillik narxlar ko‘rsatilmoqda',
    billingPeriod: 'Hisob-kitob davri',
    monthly: 'Oylik',
    yearly: 'Yillik',
    perMonth: '/oy',
    perYear: '/yil',
    planIncludes: '{{plan}} rejasiga kiradi',
    planAction: '{{plan}} rejasi',
    caption: 'Rejalarni imkoniyatlar boʻyicha taqqoslang',
    feature: 'Imkoniyat',
    included: 'Kiritilgan',
    notIncluded: 'Kiritilmagan',
    soon: 'Tez orada',
    faq: 'Koʻp soʻraladigan savollar',
  },
} satisfies MessagesOf<typeof en>;
