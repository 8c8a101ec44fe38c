import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'פיד RSS',
    changelog: 'יומן שינויים',
    empty: 'עדיין לא פורסמו פוסטים.',
    changelogEmpty: 'עדיין לא פורסמו גרסאות.',
    writtenBy: 'נכתב על ידי {{names}}',
    authors: 'כותבים',
    draft: 'טיוטה',
    morePosts: 'פוסטים נוספים',
    otherReleases: 'גרסאות נוספות',
  },
} satisfies MessagesOf<typeof en>;
