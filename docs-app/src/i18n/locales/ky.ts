import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Бул барак жөнүндө',
    copyPage: 'Бетти көчүрүү',
    copyMarkdown: 'Бетти Markdown катары көчүрүү',
    viewMarkdown: 'Markdown катары көрүү',
    openIn: '{{name}} ичинде ачуу',
    pageActions: 'Беттин башка аракеттери',
    chatPrompt: '{{url}} бетин оку, ошондо мен ал тууралуу суроо бере алам.',
    community: 'Коомчулук',
    onThisPage: 'Бул бетте',
    reportIssue: 'Көйгөй тууралуу билдирүү',
    editPage: 'Бул бетти түзөтүү',
    previousPage: 'Мурунку бет',
    nextPage: 'Кийинки бет',
    notTranslated: 'Бул бет азырынча которула элек: англисче нускасы көрсөтүлүүдө.',
  },
} satisfies MessagesOf<typeof en>;
