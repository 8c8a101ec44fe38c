import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Энэ хуудасны тухай',
    copyPage: 'Хуудсыг хуулах',
    copyMarkdown: 'Хуудсыг Markdown хэлбэрээр хуулах',
    viewMarkdown: 'Markdown хэлбэрээр харах',
    openIn: '{{name}}-д нээх',
    pageActions: 'Хуудасны бусад үйлдэл',
    chatPrompt: '{{url}}-г уншаарай, тэгвэл би энэ талаар асуулт асууж чадна.',
    community: 'Нийгэмлэг',
    onThisPage: 'Энэ хуудсанд',
    reportIssue: 'Асуудал мэдээлэх',
    editPage: 'Энэ хуудсыг засах',
    previousPage: 'Өмнөх хуудас',
    nextPage: 'Дараах хуудас',
    notTranslated: 'Энэ хуудас хараахан орчуулагдаагүй байна: англи хувилбарыг харуулж байна.',
  },
} satisfies MessagesOf<typeof en>;
