import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'このページについて',
    copyPage: 'ページをコピー',
    copyMarkdown: 'Markdown ページをコピー',
    viewMarkdown: 'Markdown で表示',
    openIn: '{{name}} で開く',
    pageActions: 'その他のページ操作',
    chatPrompt: '{{url}} を読んで、質問に答えられるようにしてください。',
    community: 'コミュニティ',
    onThisPage: 'このページの内容',
    reportIssue: '問題を報告',
    editPage: 'このページを編集',
    previousPage: '前のページ',
    nextPage: '次のページ',
    notTranslated: 'このページはまだ翻訳されていません。英語版を表示しています。',
  },
} satisfies MessagesOf<typeof en>;
