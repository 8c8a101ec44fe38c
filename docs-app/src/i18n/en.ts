/** English texts of the docs namespace: the source every translation follows. */
export const en = {
  docs: {
    aside: 'About this page',
    copyPage: 'Copy page',
    copyMarkdown: 'Copy Markdown page',
    viewMarkdown: 'View as Markdown',
    openIn: 'Open in {{name}}',
    pageActions: 'More page actions',
    chatPrompt: 'Read {{url}} so I can ask questions about it.',
    community: 'Community',
    onThisPage: 'On this page',
    reportIssue: 'Report an issue',
    editPage: 'Edit this page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    notTranslated: 'This page is not translated yet: showing the English version.',
  },
};
