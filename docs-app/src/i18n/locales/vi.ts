import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Về trang này',
    copyPage: 'Sao chép trang',
    copyMarkdown: 'Sao chép trang Markdown',
    viewMarkdown: 'Xem dạng Markdown',
    openIn: 'Mở trong {{name}}',
    pageActions: 'Thêm thao tác trang',
    chatPrompt: 'Hãy đọc {{url}} để tôi có thể đặt câu hỏi về nó.',
    community: 'Cộng đồng',
    onThisPage: 'Trên trang này',
    reportIssue: 'Báo cáo sự cố',
    editPage: 'Chỉnh sửa trang này',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    notTranslated: 'Trang này chưa được dịch: đang hiển thị phiên bản tiếng Anh.',
  },
} satisfies MessagesOf<typeof en>;
