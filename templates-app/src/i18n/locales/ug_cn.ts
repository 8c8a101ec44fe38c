import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'قېلىپلارنى تۈر بويىچە سۈزۈش',
    all: 'ھەممىسى',
    count_one: '{{number}} قېلىپ',
    count_other: '{{number}} قېلىپ',
    countInCategory: '{{category}} دا {{count}}',
    empty: 'بۇ تۈردە تېخى قېلىپ يوق.',
    mainScreen: '{{name}} قېلىپىنىڭ ئاساسىي ئېكرانى',
    screenshots: '{{name}} ئېكران سۈرەتلىرى',
    screenshot: '{{name}} قېلىپى، ئېكران سۈرىتى {{index}}/{{total}}',
    use: 'بۇ قېلىپنى ئىشلىتىش',
    demo: 'جانلىق كۆرسەتمە',
    repository: 'ئامبار',
    branch: 'تارماق',
    folder: 'قىسقۇچ',
    licence: 'ئىجازەتنامە:',
    free: 'ھەقسىز',
    premium: 'ئالىي',
    draft: 'قوپال نۇسخا',
    related: 'مۇناسىۋەتلىك قېلىپلار',
    category: {
      docs: 'قوللانما',
      blog: 'بلوگ',
      minimal: 'ئاددىي',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
