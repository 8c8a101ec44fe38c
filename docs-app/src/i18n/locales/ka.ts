import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'ამ გვერდის შესახებ',
    copyPage: 'გვერდის კოპირება',
    copyMarkdown: 'გვერდის კოპირება Markdown-ად',
    viewMarkdown: 'Markdown-ად ნახვა',
    openIn: 'გახსნა {{name}}-ში',
    pageActions: 'გვერდის სხვა მოქმედებები',
    chatPrompt: 'წაიკითხე {{url}}, რომ შევძლო მასზე კითხვების დასმა.',
    community: 'საზოგადოება',
    onThisPage: 'ამ გვერდზე',
    reportIssue: 'პრობლემის შეტყობინება',
    editPage: 'ამ გვერდის რედაქტირება',
    previousPage: 'წინა გვერდი',
    nextPage: 'შემდეგი გვერდი',
    notTranslated: 'ეს გვერდი ჯერ არ არის ნათარგმნი: ნაჩვენებია ინგლისური ვერსია.',
  },
} satisfies MessagesOf<typeof en>;
