import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: '카테고리별 템플릿 필터',
    all: '전체',
    count_one: '템플릿 {{number}}개',
    count_other: '템플릿 {{number}}개',
    countInCategory: '{{category}}에 {{count}}개',
    empty: '이 카테고리에는 아직 템플릿이 없습니다.',
    mainScreen: '{{name}} 템플릿의 메인 화면',
    screenshots: '{{name}} 스크린샷',
    screenshot: '{{name}} 템플릿, 스크린샷 {{index}}/{{total}}',
    use: '이 템플릿 사용',
    demo: '라이브 데모',
    repository: '저장소',
    branch: '브랜치',
    folder: '폴더',
    licence: '라이선스:',
    free: '무료',
    premium: '프리미엄',
    draft: '초안',
    related: '관련 템플릿',
    category: {
      docs: '문서',
      blog: '블로그',
      minimal: '미니멀',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
