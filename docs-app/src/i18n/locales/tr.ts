import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Bu sayfa hakkında',
    copyPage: 'Sayfayı kopyala',
    copyMarkdown: 'Sayfayı Markdown olarak kopyala',
    viewMarkdown: 'Markdown olarak görüntüle',
    openIn: '{{name}} ile aç',
    pageActions: 'Diğer sayfa işlemleri',
    chatPrompt: '{{url}} adresini oku, böylece onunla ilgili sorular sorabileyim.',
    community: 'Topluluk',
    onThisPage: 'Bu sayfada',
    reportIssue: 'Sorun bildir',
    editPage: 'Bu sayfayı düzenle',
    previousPage: 'Önceki sayfa',
    nextPage: 'Sonraki sayfa',
    notTranslated: 'Bu sayfa henüz çevrilmedi: İngilizce sürümü gösteriliyor.',
  },
} satisfies MessagesOf<typeof en>;
