import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS مەنبەسى',
    changelog: 'ئۆزگىرىش خاتىرىسى',
    empty: 'تېخى ھېچقانداق يازما ئېلان قىلىنمىدى.',
    changelogEmpty: 'تېخى ھېچقانداق نەشر ئېلان قىلىنمىدى.',
    writtenBy: 'يازغۇچى: {{names}}',
    authors: 'يازغۇچىلار',
    draft: 'قوپال نۇسخا',
    morePosts: 'تېخىمۇ كۆپ يازمىلار',
    otherReleases: 'باشقا نەشرلەر',
  },
} satisfies MessagesOf<typeof en>;
