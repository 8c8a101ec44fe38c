import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Тасмаи RSS',
    changelog: 'Таърихи тағйирот',
    empty: 'Ҳоло ягон навишта нашр нашудааст.',
    changelogEmpty: 'Ҳоло ягон версия нашр нашудааст.',
    writtenBy: 'Муаллиф: {{names}}',
    authors: 'Муаллифон',
    draft: 'Сиёҳнавис',
    morePosts: 'Навиштаҳои дигар',
    otherReleases: 'Версияҳои дигар',
  },
} satisfies MessagesOf<typeof en>;
