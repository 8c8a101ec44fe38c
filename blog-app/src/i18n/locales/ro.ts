import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Flux RSS',
    changelog: 'Jurnal de modificări',
    empty: 'Nu a fost publicat încă niciun articol.',
    changelogEmpty: 'Nu a fost publicată încă nicio versiune.',
    writtenBy: 'Scris de {{names}}',
    authors: 'Autori',
    draft: 'Ciornă',
    morePosts: 'Mai multe articole',
    otherReleases: 'Alte versiuni',
  },
} satisfies MessagesOf<typeof en>;
