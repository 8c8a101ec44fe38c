import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Feed RSS',
    changelog: 'Registro de cambios',
    empty: 'Todavía no se ha publicado ninguna entrada.',
    changelogEmpty: 'Todavía no se ha publicado ninguna versión.',
    writtenBy: 'Escrito por {{names}}',
    authors: 'Autores',
    draft: 'Borrador',
    morePosts: 'Más entradas',
    otherReleases: 'Otras versiones',
  },
} satisfies MessagesOf<typeof en>;
