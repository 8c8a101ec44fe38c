import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: '按类别筛选模板',
    all: '全部',
    count_one: '{{number}} 个模板',
    count_other: '{{number}} 个模板',
    countInCategory: '{{category}} 中有 {{count}} 个',
    empty: '此类别暂无模板。',
    mainScreen: '{{name}} 模板主界面',
    screenshots: '{{name}} 截图',
    screenshot: '{{name}} 模板，第 {{index}} 张截图，共 {{total}} 张',
    use: '使用此模板',
    demo: '在线演示',
    repository: '仓库',
    branch: '分支',
    folder: '目录',
    licence: '许可证：',
    free: '免费',
    premium: '高级版',
    draft: '草稿',
    related: '相关模板',
    category: {
      docs: '文档',
      blog: '博客',
      minimal: '极简',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
