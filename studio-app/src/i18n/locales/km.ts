import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'កំពុងបង្ហាញតម្លៃប្រចាំខែ',
    showingYearly: 'កំពុងបង្ហាញតម្លៃប្រចាំឆ្នាំ',
    billingPeriod: 'រយៈពេលទូទាត់',
    monthly: 'ប្រចាំខែ',
    yearly: 'ប្រចាំឆ្នាំ',
    perMonth: '/ខែ',
    perYear: '/ឆ្នាំ',
    planIncludes: 'គម្រោង {{plan}} រួមមាន',
    planAction: 'គម្រោង {{plan}}',
    caption: 'ប្រៀបធៀបគម្រោងតាមមុខងារនីមួយៗ',
    feature: 'មុខងារ',
    included: 'រួមបញ្ចូល',
    notIncluded: 'មិនរួមបញ្ចូល',
    soon: 'ឆាប់ៗនេះ',
    faq: 'សំណួរដែលសួរញឹកញាប់',
  },
} satisfies MessagesOf<typeof en>;
