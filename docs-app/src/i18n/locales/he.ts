import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'אודות דף זה',
    copyPage: 'העתקת הדף',
    copyMarkdown: 'העתקת הדף כ-Markdown',
    viewMarkdown: 'הצגה כ-Markdown',
    openIn: 'פתיחה ב-{{name}}',
    pageActions: 'פעולות נוספות לדף',
    chatPrompt: 'קרא את {{url}} כדי שאוכל לשאול עליו שאלות.',
    community: 'קהילה',
    onThisPage: 'בדף זה',
    reportIssue: 'דיווח על בעיה',
    editPage: 'עריכת דף זה',
    previousPage: 'הדף הקודם',
    nextPage: 'הדף הבא',
    notTranslated: 'הדף הזה עדיין לא תורגם: מוצגת הגרסה האנגלית.',
  },
} satisfies MessagesOf<typeof en>;
