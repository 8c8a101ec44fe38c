import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: '正在显示按月价格',
    showingYearly: '正在显示按年价格',
    billingPeriod: '计费周期',
    monthly: '按月',
    yearly: '按年',
    perMonth: '/月',
    perYear: '/年',
    planIncludes: '{{plan}} 套餐包含',
    planAction: '{{plan}} 套餐',
    caption: '逐项对比各套餐功能',
    feature: '功能',
    included: '包含',
    notIncluded: '不包含',
    soon: '即将推出',
    faq: '常见问题',
  },
} satisfies MessagesOf<typeof en>;
