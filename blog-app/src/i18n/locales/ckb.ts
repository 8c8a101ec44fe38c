import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'فیدی RSS',
    changelog: 'تۆماری گۆڕانکارییەکان',
    empty: 'هێشتا هیچ بابەتێک بڵاو نەکراوەتەوە.',
    changelogEmpty: 'هێشتا هیچ وەشانێک بڵاو نەکراوەتەوە.',
    writtenBy: 'نووسینی {{names}}',
    authors: 'نووسەران',
    draft: 'ڕەشنووس',
    morePosts: 'بابەتی زیاتر',
    otherReleases: 'وەشانەکانی تر',
  },
} satisfies MessagesOf<typeof en>;
