import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'סינון תבניות לפי קטגוריה',
    all: 'הכול',
    count_one: 'תבנית אחת',
    count_two: 'שתי תבניות',
    count_other: '{{number}} תבניות',
    countInCategory: '{{count}} בקטגוריה {{category}}',
    empty: 'אין עדיין תבניות בקטגוריה זו.',
    mainScreen: 'המסך הראשי של התבנית {{name}}',
    screenshots: 'צילומי מסך של {{name}}',
    screenshot: 'התבנית {{name}}, צילום מסך {{index}} מתוך {{total}}',
    use: 'שימוש בתבנית זו',
    demo: 'הדגמה חיה',
    repository: 'מאגר',
    branch: 'ענף',
    folder: 'תיקייה',
    licence: 'רישיון:',
    free: 'חינם',
    premium: 'פרימיום',
    draft: 'טיוטה',
    related: 'תבניות קשורות',
    category: {
      docs: 'תיעוד',
      blog: 'בלוג',
      minimal: 'מינימלי',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
