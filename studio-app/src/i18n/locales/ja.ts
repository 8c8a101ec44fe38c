import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: '月払いの価格を表示中',
    showingYearly: '年払いの価格を表示中',
    billingPeriod: '請求期間',
    monthly: '月払い',
    yearly: '年払い',
    perMonth: '/月',
    perYear: '/年',
    planIncludes: '{{plan}} プランに含まれるもの',
    planAction: '{{plan}} プラン',
    caption: 'プランを機能ごとに比較',
    feature: '機能',
    included: '含まれる',
    notIncluded: '含まれない',
    soon: '近日公開',
    faq: 'よくある質問',
  },
} satisfies MessagesOf<typeof en>;
