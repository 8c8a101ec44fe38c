import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Sao chép lệnh cài đặt',
    copied: 'Đã sao chép lệnh cài đặt vào bộ nhớ tạm',
    copyFailed: 'Sao chép thất bại: hãy chọn lệnh và sao chép thủ công',
  },
} satisfies MessagesOf<typeof en>;
