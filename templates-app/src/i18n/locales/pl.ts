import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtruj szablony według kategorii',
    all: 'Wszystkie',
    count_one: '{{number}} szablon',
    count_few: '{{number}} szablony',
    count_many: '{{number}} szablonów',
    count_other: '{{number}} szablonu',
    countInCategory: '{{count}} w kategorii {{category}}',
    empty: 'W tej kategorii nie ma jeszcze szablonów.',
    mainScreen: 'Główny ekran szablonu {{name}}',
    screenshots: 'Zrzuty ekranu: {{name}}',
    screenshot: 'Szablon {{name}}, zrzut ekranu {{index}} z {{total}}',
    use: 'Użyj tego szablonu',
    demo: 'Demo na żywo',
    repository: 'Repozytorium',
    branch: 'gałąź',
    folder: 'folder',
    licence: 'Licencja:',
    free: 'Darmowy',
    premium: 'Premium',
    draft: 'Szkic',
    related: 'Powiązane szablony',
    category: {
      docs: 'Dokumentacja',
      blog: 'Blog',
      minimal: 'Minimalny',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
