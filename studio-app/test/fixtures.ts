import type { ComparisonTheme, LandingRow, PageRow, Plan, PricingRow } from '@site/contracts';

/** Plans, comparison and FAQ as in content/studio/pricing.yml (trimmed). */
export const plans: Plan[] = [
  {
    id: 'free',
    title: 'Free',
    description: 'For personal sites and open-source docs maintained by one person.',
    price: { month: '$0', year: '$0' },
    billing: 'Free forever, no credit card',
    features: ['1 project', '1 editor', 'Live preview on your site'],
    button: { label: 'Start for free', to: 'https://nuxt.studio' },
  },
  {
    id: 'pro',
    title: 'Pro',
    description: 'For freelancers and small teams who publish every week.',
    price: { month: '$19', year: '$190' },
    billing: 'per project, billed monthly or yearly (two months free)',
    badge: 'Most popular',
    highlight: true,
    features: ['Everything in Free', 'Up to 5 editors per project', 'Scheduled publishing'],
    button: { label: 'Start a 14-day trial', to: 'https://nuxt.studio' },
  },
  {
    id: 'team',
    title: 'Team',
    description: 'For companies with many writers, several projects and review rules.',
    price: { month: '$79', year: '$790' },
    billing: 'per organisation, billed monthly or yearly',
    features: ['Everything in Pro', 'Unlimited projects and editors', 'Single sign-on (SAML)'],
    button: { label: 'Contact sales', to: 'mailto:studio@nuxt.com' },
  },
];

export const comparison: ComparisonTheme[] = [
  {
    title: 'Editing',
    items: [
      { title: 'Visual Markdown editor', plans: { free: true, pro: true, team: true } },
      { title: 'AI writing assistant', soon: true, plans: { free: false, pro: true, team: true } },
    ],
  },
  {
    title: 'Media',
    items: [{ title: 'Media library storage', plans: { free: '500 MB', pro: '10 GB', team: '100 GB' } }],
  },
];

const page = {
  body: { type: 'minimark' as const, value: [] },
  extension: 'yml',
  navigation: true,
  seo: {},
};

export const pricing: PricingRow = {
  ...page,
  id: 'pricing/studio/pricing.yml',
  title: 'Pricing',
  description: 'Free for personal use, paid plans for teams.',
  path: '/studio/pricing',
  stem: 'studio/pricing',
  plans,
  features: comparison,
  onboarding: {
    title: 'Up and running in minutes',
    description: 'Studio works on the repository you already have.',
    steps: [
      {
        title: 'Sign in with GitHub',
        description: 'Studio asks only for access to the repositories you choose.',
        icon: 'i-simple-icons-github',
      },
      { title: 'Invite your editors', description: 'Send invitations by email.', icon: 'i-lucide-user-plus' },
    ],
  },
  meta: {
    faq: [
      { question: 'Where is my content stored?', answer: 'In your git repository, in the content/ folder.' },
      { question: 'Is the Free plan really free?', answer: 'Yes. One project with one editor is free for personal use.' },
      { question: 42, answer: 'A malformed entry the view must skip.' },
    ],
  },
};

/**
 * content/studio/index.md (landing collection), front matter keys in `meta`.
 * Cast: the kit's LandingRow is `PageRow & Record<string, never>` (z.object({}) output), which no
 * literal satisfies; the row is checked as a PageRow, which is all a landing row holds.
 */
export const studioLanding = {
  ...page,
  extension: 'md',
  id: 'landing/studio/index.md',
  title: 'Studio',
  description: 'Everything you need to edit your Nuxt Content project.',
  path: '/studio',
  stem: 'studio/index',
  meta: {
    hero: {
      title: 'Edit your content visually, keep it in git',
      highlight: 'visually',
      description: 'Everything you need to edit your Nuxt Content project.',
      links: [
        { label: 'Open Studio', to: 'https://nuxt.studio', icon: 'i-lucide-external-link' },
        { label: 'See pricing', to: '/studio/pricing', icon: 'i-lucide-tag' },
      ],
    },
    features: {
      title: 'Everything you need to edit your Nuxt Content project',
      description: 'Studio works on the files you already have.',
      items: [
        { title: 'Visual Markdown editor', description: 'Write with headings, lists and tables.', icon: 'i-lucide-pencil-line' },
        { title: 'Live preview on your site', description: 'Every draft is rendered by your own site.', icon: 'i-lucide-eye' },
      ],
    },
    workflow: {
      title: 'From draft to live in four steps',
      steps: [
        { title: 'Connect your repository', description: 'Sign in with GitHub.', icon: 'i-lucide-plug' },
        { title: 'Publish with a commit', description: 'Studio commits the changed files.', icon: 'i-lucide-rocket' },
      ],
    },
    cta: {
      title: 'Give your team the editor, keep the files',
      description: 'Free for personal use, paid plans for teams.',
      links: [{ label: 'Read the Studio docs', to: '/docs/studio' }],
    },
  },
} satisfies PageRow as unknown as LandingRow;
