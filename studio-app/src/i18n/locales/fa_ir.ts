import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'قیمت‌های ماهانه نمایش داده می‌شوند',
    showingYearly: 'قیمت‌های سالانه نمایش داده می‌شوند',
    billingPeriod: 'دورهٔ صورت‌حساب',
    monthly: 'ماهانه',
    yearly: 'سالانه',
    perMonth: '/ماه',
    perYear: '/سال',
    planIncludes: 'طرح {{plan}} شامل این موارد است',
    planAction: 'طرح {{plan}}',
    caption: 'طرح‌ها را ویژگی به ویژگی مقایسه کنید',
    feature: 'ویژگی',
    included: 'شامل است',
    notIncluded: 'شامل نیست',
    soon: 'به‌زودی',
    faq: 'پرسش‌های متداول',
  },
} satisfies MessagesOf<typeof en>;
