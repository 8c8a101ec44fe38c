import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'ត្រងគំរូតាមប្រភេទ',
    all: 'ទាំងអស់',
    count_one: 'គំរូ {{number}}',
    count_other: 'គំរូ {{number}}',
    countInCategory: '{{count}} ក្នុង {{category}}',
    empty: 'មិនទាន់មានគំរូក្នុងប្រភេទនេះទេ។',
    mainScreen: 'អេក្រង់ចម្បងនៃគំរូ {{name}}',
    screenshots: 'រូបថតអេក្រង់ {{name}}',
    screenshot: 'គំរូ {{name}} រូបថតអេក្រង់ {{index}} នៃ {{total}}',
    use: 'ប្រើគំរូនេះ',
    demo: 'ការបង្ហាញផ្ទាល់',
    repository: 'ឃ្លាំង',
    branch: 'សាខា',
    folder: 'ថត',
    licence: 'អាជ្ញាប័ណ្ណ៖',
    free: 'ឥតគិតថ្លៃ',
    premium: 'ពិសេស',
    draft: 'សេចក្ដីព្រាង',
    related: 'គំរូពាក់ព័ន្ធ',
    category: {
      docs: 'ឯកសារ',
      blog: 'ប្លុក',
      minimal: 'សាមញ្ញ',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
