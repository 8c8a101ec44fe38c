import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Ushbu sahifa haqida',
    copyPage: 'Sahifani nusxalash',
    copyMarkdown: 'Sahifani Markdown sifatida nusxalash',
    viewMarkdown: 'Markdown sifatida koʻrish',
    openIn: '{{name}} da ochish',
    pageActions: 'Sahifaning boshqa amallari',
    chatPrompt: '{{url}} ni oʻqib chiq, shunda men u haqida savol bera olaman.',
    community: 'Hamjamiyat',
    onThisPage: 'Ushbu sahifada',
    reportIssue: 'Muammo haqida xabar berish',
    editPage: 'Ushbu sahifani tahrirlash',
    previousPage: 'Oldingi sahifa',
    nextPage: 'Keyingi sahifa',
    notTranslated: 'Bu sahifa hali tarjima qilinmagan: inglizcha versiyasi koʻrsatilmoqda.',
  },
} satisfies MessagesOf<typeof en>;
