import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS არხი',
    changelog: 'ცვლილებების ჟურნალი',
    empty: 'ჯერ არცერთი პოსტი არ გამოქვეყნებულა.',
    changelogEmpty: 'ჯერ არცერთი ვერსია არ გამოსულა.',
    writtenBy: 'ავტორი: {{names}}',
    authors: 'ავტორები',
    draft: 'მონახაზი',
    morePosts: 'მეტი პოსტი',
    otherReleases: 'სხვა ვერსიები',
  },
} satisfies MessagesOf<typeof en>;
