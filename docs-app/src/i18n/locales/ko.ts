import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: '이 페이지 정보',
    copyPage: '페이지 복사',
    copyMarkdown: 'Markdown 페이지 복사',
    viewMarkdown: 'Markdown으로 보기',
    openIn: '{{name}}에서 열기',
    pageActions: '페이지 작업 더 보기',
    chatPrompt: '{{url}}을(를) 읽고 이에 대해 질문할 수 있게 해 줘.',
    community: '커뮤니티',
    onThisPage: '이 페이지의 내용',
    reportIssue: '문제 신고',
    editPage: '이 페이지 편집',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    notTranslated: '이 페이지는 아직 번역되지 않았습니다. 영어 버전을 표시합니다.',
  },
} satisfies MessagesOf<typeof en>;
