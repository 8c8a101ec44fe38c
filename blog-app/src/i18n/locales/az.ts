import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS lenti',
    changelog: 'Dəyişikliklər jurnalı',
    empty: 'Hələ heç bir yazı dərc olunmayıb.',
    changelogEmpty: 'Hələ heç bir buraxılış dərc olunmayıb.',
    writtenBy: 'Müəllif: {{names}}',
    authors: 'Müəlliflər',
    draft: 'Qaralama',
    morePosts: 'Digər yazılar',
    otherReleases: 'Digər buraxılışlar',
  },
} satisfies MessagesOf<typeof en>;
