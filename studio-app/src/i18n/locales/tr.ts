import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Aylık fiyatlar gösteriliyor',
    showingYearly: 'Yıllık fiyatlar gösteriliyor',
    billingPeriod: 'Faturalandırma dönemi',
    monthly: 'Aylık',
    yearly: 'Yıllık',
    perMonth: '/ay',
    perYear: '/yıl',
    planIncludes: '{{plan}} planına dahil olanlar',
    planAction: '{{plan}} planı',
    caption: 'Planları özellik özellik karşılaştırın',
    feature: 'Özellik',
    included: 'Dahil',
    notIncluded: 'Dahil değil',
    soon: 'Yakında',
    faq: 'Sıkça sorulan sorular',
  },
} satisfies MessagesOf<typeof en>;
