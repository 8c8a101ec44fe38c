import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS 訂閱',
    changelog: '更新日誌',
    empty: '尚未發布任何文章。',
    changelogEmpty: '尚未發布任何版本。',
    writtenBy: '作者：{{names}}',
    authors: '作者',
    draft: '草稿',
    morePosts: '更多文章',
    otherReleases: '其他版本',
  },
} satisfies MessagesOf<typeof en>;
