import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Tapis templat mengikut kategori',
    all: 'Semua',
    count_one: '{{number}} templat',
    count_other: '{{number}} templat',
    countInCategory: '{{count}} dalam {{category}}',
    empty: 'Belum ada templat dalam kategori ini.',
    mainScreen: 'Skrin utama templat {{name}}',
    screenshots: 'Tangkapan skrin {{name}}',
    screenshot: 'Templat {{name}}, tangkapan skrin {{index}} daripada {{total}}',
    use: 'Guna templat ini',
    demo: 'Demo langsung',
    repository: 'Repositori',
    branch: 'cabang',
    folder: 'folder',
    licence: 'Lesen:',
    free: 'Percuma',
    premium: 'Premium',
    draft: 'Draf',
    related: 'Templat berkaitan',
    category: {
      docs: 'Dokumentasi',
      blog: 'Blog',
      minimal: 'Minimalis',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
