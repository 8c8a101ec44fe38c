import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Филтри қолабҳо аз рӯи категория',
    all: 'Ҳама',
    count_one: '{{number}} қолаб',
    count_other: '{{number}} қолаб',
    countInCategory: '{{count}} дар {{category}}',
    empty: 'Дар ин категория ҳоло қолаб нест.',
    mainScreen: 'Экрани асосии қолаби {{name}}',
    screenshots: 'Аксҳои экрани {{name}}',
    screenshot: 'Қолаби {{name}}, акси экран {{index}} аз {{total}}',
    use: 'Истифодаи ин қолаб',
    demo: 'Намоиши зинда',
    repository: 'Анбор',
    branch: 'шоха',
    folder: 'ҷузвдон',
    licence: 'Иҷозатнома:',
    free: 'Ройгон',
    premium: 'Премиум',
    draft: 'Сиёҳнавис',
    related: 'Қолабҳои марбут',
    category: {
      docs: 'Ҳуҷҷатҳо',
      blog: 'Блог',
      minimal: 'Минималӣ',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
