import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Aylıq qiymətlər göstərilir',
    showingYearly: 'İllik qiymətlər göstərilir',
    billingPeriod: 'Ödəniş dövrü',
    monthly: 'Aylıq',
    yearly: 'İllik',
    perMonth: '/ay',
    perYear: '/il',
    planIncludes: '{{plan}} planına daxildir',
    planAction: '{{plan}} planı',
    caption: 'Planları xüsusiyyət-xüsusiyyət müqayisə edin',
    feature: 'Xüsusiyyət',
    included: 'Daxildir',
    notIncluded: 'Daxil deyil',
    soon: 'Tezliklə',
    faq: 'Tez-tez verilən suallar',
  },
} satisfies MessagesOf<typeof en>;
