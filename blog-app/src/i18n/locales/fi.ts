import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-syöte',
    changelog: 'Muutosloki',
    empty: 'Julkaisuja ei ole vielä.',
    changelogEmpty: 'Versioita ei ole vielä julkaistu.',
    writtenBy: 'Kirjoittanut {{names}}',
    authors: 'Kirjoittajat',
    draft: 'Luonnos',
    morePosts: 'Lisää julkaisuja',
    otherReleases: 'Muut versiot',
  },
} satisfies MessagesOf<typeof en>;
