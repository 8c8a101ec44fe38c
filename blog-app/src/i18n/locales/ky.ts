import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS агымы',
    changelog: 'Өзгөрүүлөр журналы',
    empty: 'Азырынча бир да жазуу жарыяланган жок.',
    changelogEmpty: 'Азырынча бир да версия чыгарылган жок.',
    writtenBy: 'Автору: {{names}}',
    authors: 'Авторлор',
    draft: 'Долбоор',
    morePosts: 'Дагы жазуулар',
    otherReleases: 'Башка версиялар',
  },
} satisfies MessagesOf<typeof en>;
