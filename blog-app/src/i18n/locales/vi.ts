import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Nguồn cấp RSS',
    changelog: 'Nhật ký thay đổi',
    empty: 'Chưa có bài viết nào được đăng.',
    changelogEmpty: 'Chưa có phiên bản nào được phát hành.',
    writtenBy: 'Viết bởi {{names}}',
    authors: 'Tác giả',
    draft: 'Bản nháp',
    morePosts: 'Bài viết khác',
    otherReleases: 'Các phiên bản khác',
  },
} satisfies MessagesOf<typeof en>;
