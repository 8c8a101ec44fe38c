import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Feed RSS',
    changelog: 'Registo de alterações',
    empty: 'Ainda não foram publicados artigos.',
    changelogEmpty: 'Ainda não foram publicadas versões.',
    writtenBy: 'Escrito por {{names}}',
    authors: 'Autores',
    draft: 'Rascunho',
    morePosts: 'Mais artigos',
    otherReleases: 'Outras versões',
  },
} satisfies MessagesOf<typeof en>;
