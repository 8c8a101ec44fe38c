import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: '关于本页',
    copyPage: '复制页面',
    copyMarkdown: '复制 Markdown 页面',
    viewMarkdown: '以 Markdown 查看',
    openIn: '在 {{name}} 中打开',
    pageActions: '更多页面操作',
    chatPrompt: '阅读 {{url}}，以便我就其内容提问。',
    community: '社区',
    onThisPage: '本页内容',
    reportIssue: '报告问题',
    editPage: '编辑此页',
    previousPage: '上一页',
    nextPage: '下一页',
    notTranslated: '此页面尚未翻译：正在显示英文版本。',
  },
} satisfies MessagesOf<typeof en>;
