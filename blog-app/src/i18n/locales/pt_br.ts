import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Feed RSS',
    changelog: 'Registro de alterações',
    empty: 'Nenhuma publicação foi feita ainda.',
    changelogEmpty: 'Nenhuma versão foi publicada ainda.',
    writtenBy: 'Escrito por {{names}}',
    authors: 'Autores',
    draft: 'Rascunho',
    morePosts: 'Mais publicações',
    otherReleases: 'Outras versões',
  },
} satisfies MessagesOf<typeof en>;
