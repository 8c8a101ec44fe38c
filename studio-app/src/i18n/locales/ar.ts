import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'تُعرض الأسعار الشهرية',
    showingYearly: 'تُعرض الأسعار السنوية',
    billingPeriod: 'فترة الفوترة',
    monthly: 'شهري',
    yearly: 'سنوي',
    perMonth: '/شهريًا',
    perYear: '/سنويًا',
    planIncludes: 'تتضمن خطة {{plan}}',
    planAction: 'خطة {{plan}}',
    caption: 'قارن بين الخطط ميزةً بميزة',
    feature: 'الميزة',
    included: 'مضمّنة',
    notIncluded: 'غير مضمّنة',
    soon: 'قريبًا',
    faq: 'الأسئلة الشائعة',
  },
} satisfies MessagesOf<typeof en>;
