import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'អំពីទំព័រនេះ',
    copyPage: 'ចម្លងទំព័រ',
    copyMarkdown: 'ចម្លងទំព័រជា Markdown',
    viewMarkdown: 'មើលជា Markdown',
    openIn: 'បើកក្នុង {{name}}',
    pageActions: 'សកម្មភាពទំព័របន្ថែម',
    chatPrompt: 'អាន {{url}} ដើម្បីឱ្យខ្ញុំអាចសួរសំណួរអំពីវាបាន។',
    community: 'សហគមន៍',
    onThisPage: 'នៅលើទំព័រនេះ',
    reportIssue: 'រាយការណ៍បញ្ហា',
    editPage: 'កែសម្រួលទំព័រនេះ',
    previousPage: 'ទំព័រមុន',
    nextPage: 'ទំព័របន្ទាប់',
    notTranslated: 'ទំព័រនេះមិនទាន់បានបកប្រែនៅឡើយទេ៖ កំពុងបង្ហាញកំណែភាសាអង់គ្លេស។',
  },
} satisfies MessagesOf<typeof en>;
