import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: '설치 명령 복사',
    copied: '설치 명령을 클립보드에 복사했습니다',
    copyFailed: '복사 실패: 명령을 선택해 직접 복사하세요',
  },
} satisfies MessagesOf<typeof en>;
