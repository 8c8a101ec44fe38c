import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'カテゴリでテンプレートを絞り込む',
    all: 'すべて',
    count_one: '{{number}} 件のテンプレート',
    count_other: '{{number}} 件のテンプレート',
    countInCategory: '{{category}}：{{count}} 件',
    empty: 'このカテゴリにはまだテンプレートがありません。',
    mainScreen: '{{name}} テンプレートのメイン画面',
    screenshots: '{{name}} のスクリーンショット',
    screenshot: '{{name}} テンプレート、スクリーンショット {{index}} / {{total}}',
    use: 'このテンプレートを使う',
    demo: 'ライブデモ',
    repository: 'リポジトリ',
    branch: 'ブランチ',
    folder: 'フォルダ',
    licence: 'ライセンス：',
    free: '無料',
    premium: 'プレミアム',
    draft: '下書き',
    related: '関連テンプレート',
    category: {
      docs: 'ドキュメント',
      blog: 'ブログ',
      minimal: 'ミニマル',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
