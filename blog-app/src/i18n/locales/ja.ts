import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS フィード',
    changelog: '変更履歴',
    empty: 'まだ記事は公開されていません。',
    changelogEmpty: 'まだリリースは公開されていません。',
    writtenBy: '執筆：{{names}}',
    authors: '著者',
    draft: '下書き',
    morePosts: 'その他の記事',
    otherReleases: 'その他のリリース',
  },
} satisfies MessagesOf<typeof en>;
