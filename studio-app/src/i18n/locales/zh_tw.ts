import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: '正在顯示按月價格',
    showingYearly: '正在顯示按年價格',
    billingPeriod: '計費週期',
    monthly: '按月',
    yearly: '按年',
    perMonth: '/月',
    perYear: '/年',
    planIncludes: '{{plan}} 方案包含',
    planAction: '{{plan}} 方案',
    caption: '逐項比較各方案功能',
    feature: '功能',
    included: '包含',
    notIncluded: '不包含',
    soon: '即將推出',
    faq: '常見問題',
  },
} satisfies MessagesOf<typeof en>;
