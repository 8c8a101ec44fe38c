import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS 订阅',
    changelog: '更新日志',
    empty: '暂无已发布的文章。',
    changelogEmpty: '暂无已发布的版本。',
    writtenBy: '作者：{{names}}',
    authors: '作者',
    draft: '草稿',
    morePosts: '更多文章',
    otherReleases: '其他版本',
  },
} satisfies MessagesOf<typeof en>;
