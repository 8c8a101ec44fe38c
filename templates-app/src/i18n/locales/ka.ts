import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'შაბლონების გაფილტვრა კატეგორიის მიხედვით',
    all: 'ყველა',
    count_one: '{{number}} შაბლონი',
    count_other: '{{number}} შაბლონი',
    countInCategory: '{{count}} კატეგორიაში {{category}}',
    empty: 'ამ კატეგორიაში ჯერ შაბლონები არ არის.',
    mainScreen: '{{name}} შაბლონის მთავარი ეკრანი',
    screenshots: '{{name}}-ის ეკრანის სურათები',
    screenshot: '{{name}} შაბლონი, ეკრანის სურათი {{index}}/{{total}}',
    use: 'ამ შაბლონის გამოყენება',
    demo: 'ცოცხალი დემო',
    repository: 'რეპოზიტორია',
    branch: 'შტო',
    folder: 'საქაღალდე',
    licence: 'ლიცენზია:',
    free: 'უფასო',
    premium: 'პრემიუმი',
    draft: 'მონახაზი',
    related: 'მსგავსი შაბლონები',
    category: {
      docs: 'დოკუმენტაცია',
      blog: 'ბლოგი',
      minimal: 'მინიმალისტური',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
