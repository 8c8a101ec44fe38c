import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS 피드',
    changelog: '변경 로그',
    empty: '아직 게시된 글이 없습니다.',
    changelogEmpty: '아직 출시된 버전이 없습니다.',
    writtenBy: '작성자: {{names}}',
    authors: '작성자',
    draft: '초안',
    morePosts: '더 많은 글',
    otherReleases: '다른 릴리스',
  },
} satisfies MessagesOf<typeof en>;
