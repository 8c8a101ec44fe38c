import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS beslemesi',
    changelog: 'Değişiklik günlüğü',
    empty: 'Henüz yayımlanmış yazı yok.',
    changelogEmpty: 'Henüz yayımlanmış sürüm yok.',
    writtenBy: 'Yazan: {{names}}',
    authors: 'Yazarlar',
    draft: 'Taslak',
    morePosts: 'Diğer yazılar',
    otherReleases: 'Diğer sürümler',
  },
} satisfies MessagesOf<typeof en>;
