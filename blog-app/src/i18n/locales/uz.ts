import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS tasmasi',
    changelog: 'Oʻzgarishlar jurnali',
    empty: 'Hali hech qanday post eʼlon qilinmagan.',
    changelogEmpty: 'Hali hech qanday versiya chiqarilmagan.',
    writtenBy: 'Muallif: {{names}}',
    authors: 'Mualliflar',
    draft: 'Qoralama',
    morePosts: 'Boshqa postlar',
    otherReleases: 'Boshqa versiyalar',
  },
} satisfies MessagesOf<typeof en>;
