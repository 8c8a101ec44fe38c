import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filter templat menurut kategori',
    all: 'Semua',
    count_one: '{{number}} templat',
    count_other: '{{number}} templat',
    countInCategory: '{{count}} di {{category}}',
    empty: 'Belum ada templat di kategori ini.',
    mainScreen: 'Layar utama templat {{name}}',
    screenshots: 'Tangkapan layar {{name}}',
    screenshot: 'Templat {{name}}, tangkapan layar {{index}} dari {{total}}',
    use: 'Gunakan templat ini',
    demo: 'Demo langsung',
    repository: 'Repositori',
    branch: 'branch',
    folder: 'folder',
    licence: 'Lisensi:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Draf',
    related: 'Templat terkait',
    category: {
      docs: 'Dokumentasi',
      blog: 'Blog',
      minimal: 'Minimalis',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
