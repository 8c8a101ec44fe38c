import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: '월간 가격 표시 중',
    showingYearly: '연간 가격 표시 중',
    billingPeriod: '결제 주기',
    monthly: '월간',
    yearly: '연간',
    perMonth: '/월',
    perYear: '/년',
    planIncludes: '{{plan}} 요금제 포함 사항',
    planAction: '{{plan}} 요금제',
    caption: '기능별로 요금제 비교',
    feature: '기능',
    included: '포함',
    notIncluded: '미포함',
    soon: '곧 제공',
    faq: '자주 묻는 질문',
  },
} satisfies MessagesOf<typeof en>;
