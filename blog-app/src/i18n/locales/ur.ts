import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS فیڈ',
    changelog: 'تبدیلیوں کا ریکارڈ',
    empty: 'ابھی تک کوئی پوسٹ شائع نہیں ہوئی۔',
    changelogEmpty: 'ابھی تک کوئی ریلیز شائع نہیں ہوئی۔',
    writtenBy: 'تحریر: {{names}}',
    authors: 'مصنفین',
    draft: 'مسودہ',
    morePosts: 'مزید پوسٹس',
    otherReleases: 'دیگر ریلیزز',
  },
} satisfies MessagesOf<typeof en>;
