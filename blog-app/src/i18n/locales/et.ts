import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-voog',
    changelog: 'Muudatuste logi',
    empty: 'Postitusi pole veel avaldatud.',
    changelogEmpty: 'Versioone pole veel avaldatud.',
    writtenBy: 'Autorid: {{names}}',
    authors: 'Autorid',
    draft: 'Mustand',
    morePosts: 'Veel postitusi',
    otherReleases: 'Teised versioonid',
  },
} satisfies MessagesOf<typeof en>;
