import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Үлгүлөрдү категория боюнча чыпкалоо',
    all: 'Баары',
    count_one: '{{number}} үлгү',
    count_other: '{{number}} үлгү',
    countInCategory: '{{category}} категориясында {{count}}',
    empty: 'Бул категорияда азырынча үлгүлөр жок.',
    mainScreen: '{{name}} үлгүсүнүн башкы экраны',
    screenshots: '{{name}} скриншоттору',
    screenshot: '{{name}} үлгүсү, скриншот {{index}}/{{total}}',
    use: 'Бул үлгүнү колдонуу',
    demo: 'Жандуу демо',
    repository: 'Репозиторий',
    branch: 'бутак',
    folder: 'папка',
    licence: 'Лицензия:',
    free: 'Акысыз',
    premium: 'Премиум',
    draft: 'Долбоор',
    related: 'Окшош үлгүлөр',
    category: {
      docs: 'Документация',
      blog: 'Блог',
      minimal: 'Минималдуу',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
