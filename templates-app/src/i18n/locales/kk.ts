import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Үлгілерді санат бойынша сүзу',
    all: 'Барлығы',
    count_one: '{{number}} үлгі',
    count_other: '{{number}} үлгі',
    countInCategory: '{{category}} санатында {{count}}',
    empty: 'Бұл санатта әлі үлгілер жоқ.',
    mainScreen: '{{name}} үлгісінің негізгі экраны',
    screenshots: '{{name}} скриншоттары',
    screenshot: '{{name}} үлгісі, скриншот {{index}}/{{total}}',
    use: 'Осы үлгіні пайдалану',
    demo: 'Тікелей демо',
    repository: 'Репозиторий',
    branch: 'тармақ',
    folder: 'қалта',
    licence: 'Лицензия:',
    free: 'Тегін',
    premium: 'Премиум',
    draft: 'Жоба',
    related: 'Ұқсас үлгілер',
    category: {
      docs: 'Құжаттама',
      blog: 'Блог',
      minimal: 'Минималды',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
