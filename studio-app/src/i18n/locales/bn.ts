import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'মাসিক মূল্য দেখানো হচ্ছে',
    showingYearly: 'বার্ষিক মূল্য দেখানো হচ্ছে',
    billingPeriod: 'বিলিং সময়কাল',
    monthly: 'মাসিক',
    yearly: 'বার্ষিক',
    perMonth: '/মাস',
    perYear: '/বছর',
    planIncludes: '{{plan}} প্ল্যানে যা আছে',
    planAction: '{{plan}} প্ল্যান',
    caption: 'বৈশিষ্ট্য ধরে ধরে প্ল্যানগুলোর তুলনা করুন',
    feature: 'বৈশিষ্ট্য',
    included: 'অন্তর্ভুক্ত',
    notIncluded: 'অন্তর্ভুক্ত নয়',
    soon: 'শীঘ্রই আসছে',
    faq: 'প্রায়শই জিজ্ঞাসিত প্রশ্ন',
  },
} satisfies MessagesOf<typeof en>;
