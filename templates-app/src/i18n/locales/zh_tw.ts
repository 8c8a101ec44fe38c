import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: '依類別篩選範本',
    all: '全部',
    count_one: '{{number}} 個範本',
    count_other: '{{number}} 個範本',
    countInCategory: '{{category}} 中有 {{count}} 個',
    empty: '此類別尚無範本。',
    mainScreen: '{{name}} 範本主畫面',
    screenshots: '{{name}} 螢幕截圖',
    screenshot: '{{name}} 範本，第 {{index}} 張截圖，共 {{total}} 張',
    use: '使用此範本',
    demo: '線上展示',
    repository: '儲存庫',
    branch: '分支',
    folder: '資料夾',
    licence: '授權：',
    free: '免費',
    premium: '進階版',
    draft: '草稿',
    related: '相關範本',
    category: {
      docs: '文件',
      blog: '部落格',
      minimal: '極簡',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
