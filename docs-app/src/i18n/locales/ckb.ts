import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'دەربارەی ئەم پەڕەیە',
    copyPage: 'کۆپیکردنی پەڕە',
    copyMarkdown: 'کۆپیکردنی پەڕە وەک Markdown',
    viewMarkdown: 'بینین وەک Markdown',
    openIn: 'کردنەوە لە {{name}}',
    pageActions: 'کردارەکانی تری پەڕە',
    chatPrompt: '{{url}} بخوێنەرەوە تا بتوانم پرسیاری لەسەر بکەم.',
    community: 'کۆمەڵگە',
    onThisPage: 'لەم پەڕەیەدا',
    reportIssue: 'ڕاپۆرتکردنی کێشە',
    editPage: 'دەستکاریکردنی ئەم پەڕەیە',
    previousPage: 'پەڕەی پێشوو',
    nextPage: 'پەڕەی دواتر',
    notTranslated: 'ئەم پەڕەیە هێشتا وەرنەگێڕدراوە: وەشانە ئینگلیزییەکە پیشان دەدرێت.',
  },
} satisfies MessagesOf<typeof en>;
