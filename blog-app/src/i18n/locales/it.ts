import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Feed RSS',
    changelog: 'Registro delle modifiche',
    empty: 'Non è stato ancora pubblicato alcun articolo.',
    changelogEmpty: 'Non è stata ancora pubblicata alcuna versione.',
    writtenBy: 'Scritto da {{names}}',
    authors: 'Autori',
    draft: 'Bozza',
    morePosts: 'Altri articoli',
    otherReleases: 'Altre versioni',
  },
} satisfies MessagesOf<typeof en>;
