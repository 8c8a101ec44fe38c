import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Lọc mẫu theo danh mục',
    all: 'Tất cả',
    count_one: '{{number}} mẫu',
    count_other: '{{number}} mẫu',
    countInCategory: '{{count}} trong {{category}}',
    empty: 'Chưa có mẫu nào trong danh mục này.',
    mainScreen: 'Màn hình chính của mẫu {{name}}',
    screenshots: 'Ảnh chụp màn hình {{name}}',
    screenshot: 'Mẫu {{name}}, ảnh chụp {{index}} / {{total}}',
    use: 'Dùng mẫu này',
    demo: 'Bản demo trực tiếp',
    repository: 'Kho mã',
    branch: 'nhánh',
    folder: 'thư mục',
    licence: 'Giấy phép:',
    free: 'Miễn phí',
    premium: 'Cao cấp',
    draft: 'Bản nháp',
    related: 'Mẫu liên quan',
    category: {
      docs: 'Tài liệu',
      blog: 'Blog',
      minimal: 'Tối giản',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
