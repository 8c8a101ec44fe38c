import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Şablonları kategoriye göre filtrele',
    all: 'Tümü',
    count_one: '{{number}} şablon',
    count_other: '{{number}} şablon',
    countInCategory: '{{category}} kategorisinde {{count}}',
    empty: 'Bu kategoride henüz şablon yok.',
    mainScreen: '{{name}} şablonunun ana ekranı',
    screenshots: '{{name}} ekran görüntüleri',
    screenshot: '{{name}} şablonu, ekran görüntüsü {{index}}/{{total}}',
    use: 'Bu şablonu kullan',
    demo: 'Canlı demo',
    repository: 'Depo',
    branch: 'dal',
    folder: 'klasör',
    licence: 'Lisans:',
    free: 'Ücretsiz',
    premium: 'Premium',
    draft: 'Taslak',
    related: 'İlgili şablonlar',
    category: {
      docs: 'Dokümantasyon',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
