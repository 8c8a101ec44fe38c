import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Tentang halaman ini',
    copyPage: 'Salin halaman',
    copyMarkdown: 'Salin halaman Markdown',
    viewMarkdown: 'Lihat sebagai Markdown',
    openIn: 'Buka di {{name}}',
    pageActions: 'Tindakan halaman lainnya',
    chatPrompt: 'Baca {{url}} agar saya bisa mengajukan pertanyaan tentangnya.',
    community: 'Komunitas',
    onThisPage: 'Di halaman ini',
    reportIssue: 'Laporkan masalah',
    editPage: 'Edit halaman ini',
    previousPage: 'Halaman sebelumnya',
    nextPage: 'Halaman berikutnya',
    notTranslated: 'Halaman ini belum diterjemahkan: menampilkan versi bahasa Inggris.',
  },
} satisfies MessagesOf<typeof en>;
