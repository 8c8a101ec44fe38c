import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Flux RSS',
    changelog: 'Journal des modifications',
    empty: "Aucun article n'a encore été publié.",
    changelogEmpty: "Aucune version n'a encore été publiée.",
    writtenBy: 'Écrit par {{names}}',
    authors: 'Auteurs',
    draft: 'Brouillon',
    morePosts: "Plus d'articles",
    otherReleases: 'Autres versions',
  },
} satisfies MessagesOf<typeof en>;
