import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: '關於本頁',
    copyPage: '複製頁面',
    copyMarkdown: '複製 Markdown 頁面',
    viewMarkdown: '以 Markdown 檢視',
    openIn: '在 {{name}} 中開啟',
    pageActions: '更多頁面操作',
    chatPrompt: '閱讀 {{url}}，讓我可以針對內容提問。',
    community: '社群',
    onThisPage: '本頁內容',
    reportIssue: '回報問題',
    editPage: '編輯此頁',
    previousPage: '上一頁',
    nextPage: '下一頁',
    notTranslated: '此頁面尚未翻譯：目前顯示英文版本。',
  },
} satisfies MessagesOf<typeof en>;
