import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Mengenai halaman ini',
    copyPage: 'Salin halaman',
    copyMarkdown: 'Salin halaman Markdown',
    viewMarkdown: 'Lihat sebagai Markdown',
    openIn: 'Buka dalam {{name}}',
    pageActions: 'Lagi tindakan halaman',
    chatPrompt: 'Baca {{url}} supaya saya boleh bertanya soalan mengenainya.',
    community: 'Komuniti',
    onThisPage: 'Pada halaman ini',
    reportIssue: 'Laporkan isu',
    editPage: 'Sunting halaman ini',
    previousPage: 'Halaman sebelumnya',
    nextPage: 'Halaman seterusnya',
    notTranslated: 'Halaman ini belum diterjemahkan: memaparkan versi bahasa Inggeris.',
  },
} satisfies MessagesOf<typeof en>;
