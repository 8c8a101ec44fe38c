import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Şablonları kateqoriyaya görə süz',
    all: 'Hamısı',
    count_one: '{{number}} şablon',
    count_other: '{{number}} şablon',
    countInCategory: '{{category}} kateqoriyasında {{count}}',
    empty: 'Bu kateqoriyada hələ şablon yoxdur.',
    mainScreen: '{{name}} şablonunun əsas ekranı',
    screenshots: '{{name}} ekran görüntüləri',
    screenshot: '{{name}} şablonu, ekran görüntüsü {{index}}/{{total}}',
    use: 'Bu şablondan istifadə et',
    demo: 'Canlı demo',
    repository: 'Repozitoriya',
    branch: 'budaq',
    folder: 'qovluq',
    licence: 'Lisenziya:',
    free: 'Pulsuz',
    premium: 'Premium',
    draft: 'Qaralama',
    related: 'Əlaqəli şablonlar',
    category: {
      docs: 'Sənədlər',
      blog: 'Bloq',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
