import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'پاڵاوتنی قاڵبەکان بەپێی پۆل',
    all: 'هەموو',
    count_one: '{{number}} قاڵب',
    count_other: '{{number}} قاڵب',
    countInCategory: '{{count}} لە {{category}}',
    empty: 'هێشتا هیچ قاڵبێک لەم پۆلەدا نییە.',
    mainScreen: 'شاشەی سەرەکیی قاڵبی {{name}}',
    screenshots: 'وێنەی شاشەی {{name}}',
    screenshot: 'قاڵبی {{name}}، وێنەی شاشەی {{index}} لە {{total}}',
    use: 'بەکارهێنانی ئەم قاڵبە',
    demo: 'نموونەی زیندوو',
    repository: 'کۆگا',
    branch: 'لق',
    folder: 'بوخچە',
    licence: 'مۆڵەت:',
    free: 'بێبەرامبەر',
    premium: 'پریمیۆم',
    draft: 'ڕەشنووس',
    related: 'قاڵبە پەیوەندیدارەکان',
    category: {
      docs: 'بەڵگەنامەکان',
      blog: 'بلۆگ',
      minimal: 'سادە',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
