/**
 * The templates gallery's previews: for each template in content/templates, its home page,
 * an inner page and the two on phones, drawn in that template's accent and type with its
 * own words (`templates/{slug}/home`, `page`, `mobile`; light and dark like every
 * illustration). The template files point at them (`mainScreen` and `image1-3`, the dark
 * variants under `dark`).
 */
import type { Illustration } from './illustration.ts';
import type { Mode, Palette } from './svg.ts';
import {
  apiPage,
  articlePage,
  changelogPage,
  docsPage,
  frontPage,
  helpHome,
  landingPage,
  minimalPage,
  postList,
  portfolio,
  pricingPage,
  projectPage,
  type Site,
  H,
  W,
} from './template-pages.ts';
import { phones, type PhoneBlock } from './template-phone.ts';
import { ACCENTS, type Accent, templatePalette } from './template-theme.ts';

/** Picture tints that read in either mode. */
function tints(mode: Mode): string[] {
  return mode === 'light'
    ? ['#bbf7d0', '#bae6fd', '#fde68a', '#ddd6fe', '#fecdd3', '#99f6e4']
    : ['#14532d', '#0c4a6e', '#713f12', '#4c1d95', '#881337', '#134e4a'];
}

interface TemplatePreview {
  slug: string;
  name: string;
  accent: Accent;
  site: Site;
  home: { title: string; draw(p: Palette, t: string[], site: Site): string[] };
  page: { title: string; draw(p: Palette, t: string[], site: Site): string[] };
  mobile: { title: string; left(t: string[]): PhoneBlock[]; right(t: string[]): PhoneBlock[]; rtlRight?: boolean };
}

const DOCS_NAV = (active: number) => [
  { title: 'Getting Started', icon: 'lucide:rocket', pages: ['Introduction', 'Installation', 'Configuration', 'Deploy'], active },
  { title: 'Writing', icon: 'lucide:pen-line', pages: ['Markdown', 'Components', 'Images'] },
];

const PREVIEWS: TemplatePreview[] = [
  {
    slug: 'docus',
    name: 'Docus',
    accent: ACCENTS.green,
    site: { name: 'Docus', mark: 'lucide:book-open', nav: ['Docs', 'Components', 'Blog', 'Releases'], active: 0 },
    home: {
      title: 'the home page: a centred hero with the install command and three features',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          badge: 'Docus 3 is out',
          title: ['Write beautiful docs', 'with Markdown'],
          highlight: 'Markdown',
          description: [
            'Ship fast, flexible and SEO-optimised documentation with',
            'search, dark mode and a sidebar built from your folders.',
          ],
          primary: 'Get started',
          secondary: 'Star on GitHub',
          install: 'npx nuxi init -t docus',
          features: [
            {
              icon: 'lucide:list-tree',
              title: 'Navigation from folders',
              text: ['Numbered folders become the sidebar,', 'in the order you wrote them.'],
            },
            {
              icon: 'lucide:search',
              title: 'Search every heading',
              text: ['A palette fed by the search sections', 'of every page, keyboard first.'],
            },
            { icon: 'lucide:moon', title: 'Dark mode', text: ['Every page, code block and image', 'in light and dark.'] },
          ],
        }),
    },
    page: {
      title: 'a docs page: navigation, the page with a code block and a tip, and its table of contents',
      draw: (p, _t, site) =>
        docsPage(p, site, {
          section: 'Getting Started',
          title: 'Installation',
          description: 'Start a new Docus project in a minute.',
          paragraphs: [
            'Create the project from the template, then start the dev server.',
            'Every Markdown file in content/docs is a page at its path.',
          ],
          code: { name: 'terminal', source: 'npx nuxi init -t docus my-docs\ncd my-docs\nnpm run dev', language: 'sh' },
          tip: ['Open http://localhost:3000 and edit content/docs/1.index.md.'],
          nav: DOCS_NAV(1),
          toc: ['Create a project', 'Start the server', 'Deploy'],
        }),
    },
    mobile: {
      title: 'the home page and a docs page on phones',
      left: () => [
        { kind: 'label', text: 'Docus 3 is out' },
        { kind: 'title', lines: ['Write beautiful', 'docs with', 'Markdown'], size: 30 },
        { kind: 'text', lines: ['Search, dark mode and a sidebar', 'built from your folders.'], dim: true },
        { kind: 'button', label: 'Get started' },
        { kind: 'card', icon: 'lucide:list-tree', title: 'Navigation from folders', text: 'Numbered folders become the sidebar.' },
        { kind: 'card', icon: 'lucide:search', title: 'Search every heading', text: 'Keyboard first, on every page.' },
      ],
      right: () => [
        { kind: 'toc' },
        { kind: 'label', text: 'Getting Started' },
        { kind: 'title', lines: ['Installation'] },
        { kind: 'text', lines: ['Create the project from the', 'template, then start the dev', 'server.'] },
        { kind: 'code', name: 'terminal', source: 'npx nuxi init -t docus\nnpm run dev', language: 'sh' },
        { kind: 'tip', lines: ['Edit content/docs/1.index.md.'] },
      ],
    },
  },
  {
    slug: 'handbook',
    name: 'Handbook',
    accent: ACCENTS.violet,
    site: { name: 'Acme Handbook', mark: 'lucide:notebook-tabs', nav: ['Handbook', 'Policies', 'Onboarding', 'Tools'], active: 0 },
    home: {
      title: 'the home page: a welcome, a search field and the handbook’s sections',
      draw: (p, _t, site) =>
        helpHome(p, site, {
          title: 'Welcome to the Acme handbook',
          placeholder: 'Search policies, guides and how-tos',
          topics: [
            { icon: 'lucide:hand-heart', title: 'Onboarding', count: '12 guides for your first month' },
            { icon: 'lucide:scale', title: 'Policies', count: 'Leave, expenses, security' },
            { icon: 'lucide:wrench', title: 'How we work', count: 'Meetings, reviews, releases' },
            { icon: 'lucide:laptop', title: 'Tools', count: 'Accounts and set-up' },
            { icon: 'lucide:users', title: 'Teams', count: 'Who does what' },
            { icon: 'lucide:heart-pulse', title: 'Wellbeing', count: 'Support and benefits' },
          ],
          popular: ['Your first week', 'Booking time off', 'Expense claims'],
        }),
    },
    page: {
      title: 'a handbook page in numbered sections, with a note for editors',
      draw: (p, _t, site) =>
        docsPage(p, site, {
          section: 'Onboarding',
          title: 'Your first week',
          description: 'What happens on each day, and who to ask.',
          paragraphs: [
            'On Monday you meet your buddy and set up your laptop.',
            'By Friday you have shipped a small change with your team.',
          ],
          code: { name: 'content/1.onboarding/.navigation.yml', source: 'title: Onboarding\nicon: i-lucide-hand-heart', language: 'yaml' },
          tip: ['Anyone can fix this page: open it in Studio and publish.'],
          nav: [
            { title: 'Onboarding', icon: 'lucide:hand-heart', pages: ['Welcome', 'Your first week', 'Your buddy', 'Accounts'], active: 1 },
            { title: 'Policies', icon: 'lucide:scale', pages: ['Time off', 'Expenses', 'Security'] },
          ],
          toc: ['Monday', 'Tuesday to Thursday', 'Friday'],
        }),
    },
    mobile: {
      title: 'the handbook’s home and a guide on phones',
      left: () => [
        { kind: 'title', lines: ['Welcome to the', 'Acme handbook'], size: 26 },
        { kind: 'search', placeholder: 'Search the handbook' },
        { kind: 'card', icon: 'lucide:hand-heart', title: 'Onboarding', text: '12 guides for your first month' },
        { kind: 'card', icon: 'lucide:scale', title: 'Policies', text: 'Leave, expenses, security' },
        { kind: 'card', icon: 'lucide:wrench', title: 'How we work', text: 'Meetings, reviews, releases' },
      ],
      right: () => [
        { kind: 'toc' },
        { kind: 'label', text: 'Onboarding' },
        { kind: 'title', lines: ['Your first week'] },
        { kind: 'text', lines: ['On Monday you meet your buddy', 'and set up your laptop. By', 'Friday you ship a small change.'] },
        { kind: 'tip', lines: ['Anyone can fix this page', 'in Studio.'] },
      ],
    },
  },
  {
    slug: 'knowledge-base',
    name: 'Help Center',
    accent: ACCENTS.sky,
    site: { name: 'Help Center', mark: 'lucide:life-buoy', nav: ['Guides', 'Billing', 'Contact'], active: 0 },
    home: {
      title: 'the home page: search first, then topics and popular articles',
      draw: (p, _t, site) =>
        helpHome(p, site, {
          title: 'How can we help?',
          placeholder: 'Search for articles…',
          topics: [
            { icon: 'lucide:rocket', title: 'Getting started', count: '8 articles' },
            { icon: 'lucide:credit-card', title: 'Billing', count: '11 articles' },
            { icon: 'lucide:user-cog', title: 'Your account', count: '9 articles' },
            { icon: 'lucide:plug', title: 'Integrations', count: '14 articles' },
            { icon: 'lucide:shield-check', title: 'Security', count: '6 articles' },
            { icon: 'lucide:wrench', title: 'Troubleshooting', count: '17 articles' },
          ],
          popular: ['Change your plan', 'Reset your password', 'Invite your team'],
        }),
    },
    page: {
      title: 'an article with related articles and the feedback block',
      draw: (p, _t, site) =>
        articlePage(p, site, {
          breadcrumb: 'Help Center  ›  Billing',
          title: ['Change your plan'],
          meta: 'Updated 3 days ago · 2 min read',
          paragraphs: [
            'You can move between plans at any time from Settings › Billing.',
            'Upgrades apply at once and are prorated; downgrades apply at the',
            'end of the billing period, and nothing you wrote is ever deleted.',
            '',
            '1. Open Settings and choose Billing.',
            '2. Pick the new plan and confirm.',
            '3. Your invoice shows the change from the next day.',
            '',
            'Changing plans never deletes anything: projects above a plan’s',
            'limit become read-only until you upgrade again.',
          ],
          feedback: true,
          related: ['Cancel a subscription', 'Download invoices', 'Pay by bank transfer', 'Add a VAT number'],
        }),
    },
    mobile: {
      title: 'the help center’s search and an article on phones',
      left: () => [
        { kind: 'title', lines: ['How can we help?'], size: 26 },
        { kind: 'search', placeholder: 'Search for articles…' },
        { kind: 'card', icon: 'lucide:rocket', title: 'Getting started', text: '8 articles' },
        { kind: 'card', icon: 'lucide:credit-card', title: 'Billing', text: '11 articles' },
        { kind: 'card', icon: 'lucide:user-cog', title: 'Your account', text: '9 articles' },
      ],
      right: () => [
        { kind: 'label', text: 'Billing' },
        { kind: 'title', lines: ['Change your plan'] },
        { kind: 'text', lines: ['Updated 3 days ago'], dim: true },
        {
          kind: 'text',
          lines: ['Move between plans at any time', 'from Settings › Billing.', 'Upgrades apply at once and are', 'prorated.'],
        },
        { kind: 'card', icon: 'lucide:thumbs-up', title: 'Was this helpful?', text: 'Yes · No' },
      ],
    },
  },
  {
    slug: 'api-reference',
    name: 'Reference',
    accent: ACCENTS.amber,
    site: { name: 'Acme API', mark: 'lucide:braces', nav: ['Guides', 'API reference', 'SDKs', 'Changelog'], active: 1 },
    home: {
      title: 'the reference home: a hero with the base URL and the resources',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          badge: 'REST · v2',
          title: ['The Acme API', 'reference'],
          highlight: 'reference',
          description: ['Every endpoint with its parameters, a request', 'and the response it returns.'],
          primary: 'Authentication',
          secondary: 'Quickstart',
          visual: 'code',
          code: {
            name: 'Base URL',
            source:
              'curl https://api.acme.dev/v2/posts \\\n  -H "Authorization: Bearer $TOKEN"\n\n// 200 OK\n{ "data": [ … ], "next": "cursor_9f" }',
            language: 'ts',
          },
          features: [
            { icon: 'lucide:file-text', title: 'Posts', text: ['Create, list, update and delete', 'posts in a workspace.'] },
            { icon: 'lucide:users', title: 'Members', text: ['Invite people and give them', 'roles.'] },
            { icon: 'lucide:webhook', title: 'Webhooks', text: ['Get an event when content', 'is published.'] },
          ],
        }),
    },
    page: {
      title: 'an endpoint page: endpoints by resource, body parameters, the request and its response',
      draw: (p, _t, site) =>
        apiPage(p, site, {
          groups: [
            {
              title: 'Posts',
              endpoints: [
                ['GET', 'List posts'],
                ['POST', 'Create a post'],
                ['GET', 'Retrieve a post'],
                ['PATCH', 'Update a post'],
                ['DELETE', 'Delete a post'],
              ],
            },
            {
              title: 'Members',
              endpoints: [
                ['GET', 'List members'],
                ['POST', 'Invite a member'],
              ],
            },
          ],
          method: 'POST',
          route: '/v2/posts',
          title: 'Create a post',
          description: 'Creates a draft post in the workspace of the token.',
          params: [
            ['title', 'string', true, 'The post’s title, up to 200 characters.'],
            ['body', 'string', true, 'Markdown, with components.'],
            ['tags', 'string[]', false, 'Up to ten tags.'],
            ['publish_at', 'datetime', false, 'Schedule the post instead of a draft.'],
          ],
          request: 'curl -X POST https://api.acme.dev/v2/posts \\\n  -d title="Hello" \\\n  -d body="# Hello"',
          response: '{\n  "id": "post_8a1f",\n  "title": "Hello",\n  "status": "draft",\n  "created_at": "2026-06-18T09:30:00Z"\n}',
        }),
    },
    mobile: {
      title: 'the reference home and an endpoint on phones',
      left: () => [
        { kind: 'label', text: 'REST · v2' },
        { kind: 'title', lines: ['The Acme API', 'reference'], size: 28 },
        { kind: 'text', lines: ['Every endpoint with its', 'parameters and responses.'], dim: true },
        { kind: 'card', icon: 'lucide:file-text', title: 'Posts', text: 'Create, list, update, delete' },
        { kind: 'card', icon: 'lucide:webhook', title: 'Webhooks', text: 'An event when content is published' },
      ],
      right: () => [
        { kind: 'label', text: 'POST /v2/posts' },
        { kind: 'title', lines: ['Create a post'] },
        { kind: 'text', lines: ['Creates a draft post in the', 'workspace of the token.'] },
        { kind: 'code', name: 'Response · 201', source: '{\n  "id": "post_8a1f",\n  "status": "draft"\n}', language: 'ts' },
      ],
    },
  },
  {
    slug: 'devlog',
    name: 'Devlog',
    accent: ACCENTS.emerald,
    site: { name: 'devlog', mark: 'lucide:terminal', nav: ['Posts', 'Tags', 'About', 'RSS'], active: 0 },
    home: {
      title: 'the post list: dated titles with their tags',
      draw: (p, _t, site) =>
        postList(p, site, {
          title: 'Notes from the build',
          intro: 'Writing about TypeScript, databases and the web platform.',
          layout: 'list',
          posts: [
            {
              title: 'Streaming SQL dumps to the browser',
              date: '2026-06-02',
              tag: 'databases',
              excerpt: 'How a 40 KB dump replaced a hundred API calls.',
            },
            {
              title: 'Type-safe front matter with zod',
              date: '2026-05-14',
              tag: 'typescript',
              excerpt: 'One schema for validation and row types.',
            },
            {
              title: 'Highlighting code at build time',
              date: '2026-04-28',
              tag: 'performance',
              excerpt: 'No highlighter ships to the browser.',
            },
            {
              title: 'A tiny query builder',
              date: '2026-04-03',
              tag: 'typescript',
              excerpt: 'Chained calls that compose one SQL statement.',
            },
          ],
        }),
    },
    page: {
      title: 'a post with a code block',
      draw: (p, _t, site) =>
        articlePage(p, site, {
          category: 'typescript',
          title: ['Type-safe front matter with zod'],
          meta: 'May 14, 2026 · 6 min read',
          author: { initials: 'TF', name: 'Tomás Ferreira', colour: '#6ee7b7' },
          paragraphs: [
            'Every collection declares its fields once. The build validates each file',
            'against the schema, and the row type comes from the same declaration:',
          ],
          code: {
            name: 'content.config.ts',
            source:
              "const posts = defineCollection({\n  type: 'page',\n  schema: z.object({\n    date: z.date(),\n    tags: z.array(z.string()),\n  }),\n})",
            language: 'ts',
          },
        }),
    },
    mobile: {
      title: 'the post list and a post on phones',
      left: () => [
        { kind: 'title', lines: ['Notes from', 'the build'], size: 28 },
        { kind: 'card', title: 'Streaming SQL dumps', text: '2026-06-02 · databases' },
        { kind: 'card', title: 'Type-safe front matter', text: '2026-05-14 · typescript' },
        { kind: 'card', title: 'Highlighting at build time', text: '2026-04-28 · performance' },
      ],
      right: () => [
        { kind: 'label', text: 'typescript' },
        { kind: 'title', lines: ['Type-safe front', 'matter with zod'] },
        { kind: 'text', lines: ['May 14, 2026 · 6 min read'], dim: true },
        {
          kind: 'code',
          name: 'content.config.ts',
          source: 'schema: z.object({\n  date: z.date(),\n  tags: z.array(z.string()),\n})',
          language: 'ts',
        },
      ],
    },
  },
  {
    slug: 'journal',
    name: 'Journal',
    accent: ACCENTS.rose,
    site: { name: 'Journal', mark: 'lucide:feather', nav: ['Writing', 'Archive', 'About'], active: 0, serif: true },
    home: {
      title: 'the home page: a calm, typographic list of posts',
      draw: (p, _t, site) =>
        postList(p, site, {
          title: 'A journal of slow work',
          intro: 'Essays on writing, tools and paying attention.',
          layout: 'list',
          serif: true,
          posts: [
            { title: 'On keeping a commonplace book', date: 'June 12, 2026', tag: 'writing', excerpt: 'Why I copy out sentences by hand.' },
            {
              title: 'The case for fewer tools',
              date: 'May 30, 2026',
              tag: 'tools',
              excerpt: 'What I kept after a year of deleting apps.',
            },
            { title: 'Walking as a way of thinking', date: 'May 8, 2026', tag: 'essays', excerpt: 'Notes from a month of morning walks.' },
            {
              title: 'Reading slowly, on purpose',
              date: 'April 21, 2026',
              tag: 'reading',
              excerpt: 'Twenty pages a day, and what changed.',
            },
          ],
        }),
    },
    page: {
      title: 'a post with a serif title, a drop cap and a pull quote',
      draw: (p, t, site) =>
        articlePage(p, site, {
          category: 'writing',
          title: ['On keeping a', 'commonplace book'],
          meta: 'June 12, 2026 · 7 min read',
          serif: true,
          dropCap: true,
          cover: t[3]!,
          paragraphs: [
            'For ten years I have copied sentences I love into a notebook.',
            'It is the slowest thing I do, and the most useful: a sentence',
            'copied by hand is one I remember, and a notebook of them is a',
            'map of what I was reading, and thinking, at the time.',
          ],
          quote: '“Copying a sentence is reading it twice.”',
        }),
    },
    mobile: {
      title: 'the list of posts and a post on phones',
      left: () => [
        { kind: 'title', lines: ['A journal of', 'slow work'], size: 30 },
        { kind: 'text', lines: ['Essays on writing, tools and', 'paying attention.'], dim: true },
        { kind: 'card', title: 'On keeping a commonplace book', text: 'June 12, 2026' },
        { kind: 'card', title: 'The case for fewer tools', text: 'May 30, 2026' },
      ],
      right: (t) => [
        { kind: 'label', text: 'WRITING' },
        { kind: 'title', lines: ['On keeping a', 'commonplace', 'book'], size: 26 },
        { kind: 'image', tint: t[3]!, h: 120 },
        { kind: 'text', lines: ['For ten years I have copied', 'sentences I love into a', 'notebook.'] },
      ],
    },
  },
  {
    slug: 'magazine',
    name: 'Magazine',
    accent: ACCENTS.red,
    site: { name: 'The Fold', mark: 'lucide:newspaper', nav: ['World', 'Culture', 'Science', 'Ideas'], serif: true },
    home: {
      title: 'the front page: masthead, sections, the lead story and a column of stories',
      draw: (p, t, site) =>
        frontPage(p, site, {
          date: 'Thursday, June 18, 2026',
          sections: ['Latest', 'World', 'Culture', 'Science', 'Ideas', 'Travel', 'Opinion'],
          lead: {
            kicker: 'Science',
            title: ['The quiet comeback of', 'the night sky'],
            standfirst: 'Towns that switched off their streetlights found the stars again.',
            byline: 'By Kenji Arai',
            tint: t[1]!,
          },
          side: [
            { kicker: 'Culture', title: 'A library that lends tools, not books', byline: 'Sofia Benali · 6 min read' },
            { kicker: 'Ideas', title: 'What we lose when maps do the walking', byline: 'Mara Lindqvist · 9 min read' },
            { kicker: 'Travel', title: 'Slow trains across the Alps', byline: 'Priya Raman · 12 min read' },
          ],
        }),
    },
    page: {
      title: 'a story with its byline, reading time and picture',
      draw: (p, t, site) =>
        articlePage(p, site, {
          category: 'Science',
          title: ['The quiet comeback of the night sky'],
          meta: 'June 18, 2026 · 11 min read',
          serif: true,
          author: { initials: 'KA', name: 'Kenji Arai', colour: '#7dd3fc' },
          cover: t[1]!,
          paragraphs: [
            'When the town council voted to switch off half of its streetlights,',
            'nobody expected the astronomers to be the first to complain of crowds.',
          ],
        }),
    },
    mobile: {
      title: 'the front page and a story on phones',
      left: (t) => [
        { kind: 'label', text: 'SCIENCE' },
        { kind: 'image', tint: t[1]!, h: 150 },
        { kind: 'title', lines: ['The quiet comeback', 'of the night sky'], size: 24 },
        { kind: 'text', lines: ['By Kenji Arai'], dim: true },
        { kind: 'card', title: 'A library that lends tools', text: 'Culture · 6 min read' },
      ],
      right: (t) => [
        { kind: 'label', text: 'CULTURE' },
        { kind: 'title', lines: ['A library that', 'lends tools, not', 'books'], size: 26 },
        { kind: 'text', lines: ['Sofia Benali · 6 min read'], dim: true },
        { kind: 'image', tint: t[2]!, h: 120 },
      ],
    },
  },
  {
    slug: 'folio',
    name: 'Folio',
    accent: ACCENTS.amber,
    site: { name: 'Ana Ruiz', mark: 'lucide:aperture', nav: ['Work', 'About', 'Contact'], active: 0 },
    home: {
      title: 'the home page: a name, a role and projects picture first',
      draw: (p, t, site) =>
        portfolio(p, site, {
          name: 'Ana Ruiz',
          role: ['Product designer in Lisbon.', 'Interfaces for tools people use all day.'],
          projects: [
            { title: 'Harbor dashboard', year: '2026', tint: t[1]! },
            { title: 'Tide, a tide tables app', year: '2025', tint: t[5]! },
            { title: 'Field notes', year: '2024', tint: t[2]! },
          ],
        }),
    },
    page: {
      title: 'a project page: summary, facts and pictures',
      draw: (p, t, site) =>
        projectPage(p, site, {
          title: 'Harbor dashboard',
          summary: ['A calmer dashboard for port operators: the ships of the', 'next six hours on one screen, and nothing else.'],
          facts: [
            ['Role', 'Lead designer'],
            ['Year', '2026'],
            ['Client', 'Port of Sines'],
            ['Team', '4 people'],
          ],
          tint: t[1]!,
          tint2: t[5]!,
        }),
    },
    mobile: {
      title: 'the portfolio and a project on phones',
      left: (t) => [
        { kind: 'title', lines: ['Ana Ruiz'], size: 32 },
        { kind: 'text', lines: ['Product designer in Lisbon.'], dim: true },
        { kind: 'image', tint: t[1]!, h: 150 },
        { kind: 'text', lines: ['Harbor dashboard · 2026'] },
        { kind: 'image', tint: t[5]!, h: 150 },
      ],
      right: (t) => [
        { kind: 'title', lines: ['Harbor', 'dashboard'], size: 28 },
        { kind: 'text', lines: ['The ships of the next six', 'hours on one screen.'] },
        { kind: 'image', tint: t[1]!, h: 170 },
        { kind: 'text', lines: ['Lead designer · 2026'], dim: true },
      ],
    },
  },
  {
    slug: 'minimal-starter',
    name: 'Minimal',
    accent: ACCENTS.slate,
    site: { name: 'my-site', mark: 'lucide:file', nav: ['Home', 'About'] },
    home: {
      title: 'the home page: one column of rendered Markdown',
      draw: (p, _t, site) =>
        minimalPage(p, site, {
          title: 'Hello, content',
          paragraphs: ['This page is content/index.md, rendered at /.', 'Add a file and it is a page at its path.'],
          list: ['content/about.md is /about', 'content/notes/first.md is /notes/first'],
          code: {
            name: 'pages/[...slug].vue',
            source: "const page = await queryCollection('content')\n  .path(route.path)\n  .first()",
            language: 'ts',
          },
        }),
    },
    page: {
      title: 'another page of the same column',
      draw: (p, _t, site) =>
        minimalPage(p, site, {
          title: 'About',
          paragraphs: ['One layout, one page component and one query.', 'Everything else is Markdown in content/.'],
          list: ['Collections in content.config.ts', 'A catch-all page that renders them'],
          code: {
            name: 'content.config.ts',
            source:
              "export default defineContentConfig({\n  collections: {\n    content: defineCollection({ type: 'page', source: '**' }),\n  },\n})",
            language: 'ts',
          },
        }),
    },
    mobile: {
      title: 'two pages on phones',
      left: () => [
        { kind: 'title', lines: ['Hello, content'] },
        { kind: 'text', lines: ['This page is content/index.md,', 'rendered at /.'] },
        {
          kind: 'code',
          name: 'pages/[...slug].vue',
          source: "queryCollection('content')\n  .path(route.path)\n  .first()",
          language: 'ts',
        },
      ],
      right: () => [
        { kind: 'title', lines: ['About'] },
        { kind: 'text', lines: ['One layout, one page', 'component and one query.'] },
        { kind: 'text', lines: ['Everything else is Markdown', 'in content/.'] },
      ],
    },
  },
  {
    slug: 'one-page',
    name: 'One page',
    accent: ACCENTS.teal,
    site: { name: 'Brightline', mark: 'lucide:sparkles', nav: ['Features', 'Pricing', 'FAQ'] },
    home: {
      title: 'the landing page: hero, call to action and three features, all from one file’s front matter',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          title: ['Plan your week', 'in five minutes'],
          highlight: 'five minutes',
          description: ['Brightline turns your calendar and to-dos into one', 'calm plan, every Monday morning.'],
          primary: 'Try it free',
          secondary: 'See how it works',
          cta: 'Try it free',
          features: [
            { icon: 'lucide:calendar-check', title: 'One plan', text: ['Meetings and tasks on one', 'timeline.'] },
            { icon: 'lucide:bell-off', title: 'Fewer pings', text: ['A single summary instead of', 'twenty notifications.'] },
            { icon: 'lucide:lock', title: 'Private', text: ['Your calendar stays on your', 'device.'] },
          ],
        }),
    },
    page: {
      title: 'the same landing further down: the product beside the text',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          badge: 'How it works',
          title: ['Your Monday,', 'already sorted'],
          highlight: 'sorted',
          description: ['Connect a calendar, pick your priorities,', 'and Brightline fits the rest around them.'],
          primary: 'Connect a calendar',
          visual: 'product',
          cta: 'Try it free',
          features: [
            { icon: 'lucide:plug', title: 'Connect', text: ['Google, Outlook or any', 'iCal feed.'] },
            { icon: 'lucide:list-checks', title: 'Prioritise', text: ['Three things that matter', 'this week.'] },
            { icon: 'lucide:calendar-range', title: 'Plan', text: ['A week that fits, with', 'room to breathe.'] },
          ],
        }),
    },
    mobile: {
      title: 'the landing page on phones',
      left: () => [
        { kind: 'title', lines: ['Plan your week', 'in five minutes'], size: 28 },
        { kind: 'text', lines: ['Your calendar and to-dos in one', 'calm plan.'], dim: true },
        { kind: 'button', label: 'Try it free' },
        { kind: 'card', icon: 'lucide:calendar-check', title: 'One plan', text: 'Meetings and tasks together' },
        { kind: 'card', icon: 'lucide:bell-off', title: 'Fewer pings', text: 'One summary a day' },
      ],
      right: () => [
        { kind: 'label', text: 'How it works' },
        { kind: 'title', lines: ['Your Monday,', 'already sorted'], size: 26 },
        { kind: 'card', icon: 'lucide:plug', title: 'Connect', text: 'Google, Outlook or iCal' },
        { kind: 'card', icon: 'lucide:list-checks', title: 'Prioritise', text: 'Three things that matter' },
        { kind: 'card', icon: 'lucide:calendar-range', title: 'Plan', text: 'A week that fits' },
      ],
    },
  },
  {
    slug: 'launchpad',
    name: 'Launchpad',
    accent: ACCENTS.indigo,
    site: { name: 'Orbit', mark: 'lucide:orbit', nav: ['Product', 'Pricing', 'Docs', 'Blog', 'Changelog'] },
    home: {
      title: 'the product landing page with the product beside the hero',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          badge: 'New: scheduled publishing',
          title: ['Analytics your', 'content team reads'],
          highlight: 'reads',
          description: ['See which pages readers finish, which they leave,', 'and what to write next.'],
          primary: 'Start free trial',
          secondary: 'Book a demo',
          visual: 'product',
          cta: 'Start free trial',
          features: [
            { icon: 'lucide:chart-line', title: 'Reading depth', text: ['Where readers stop, page by', 'page.'] },
            { icon: 'lucide:languages', title: 'Every locale', text: ['Compare translations side by', 'side.'] },
            { icon: 'lucide:git-pull-request', title: 'In your workflow', text: ['Reports on every pull', 'request.'] },
          ],
        }),
    },
    page: {
      title: 'the pricing page with three plans',
      draw: (p, _t, site) =>
        pricingPage(p, site, {
          title: 'Simple, honest pricing',
          intro: 'Start free. Upgrade when your team grows.',
          plans: [
            { name: 'Starter', price: '$0', period: '/month', features: ['1 site', '10,000 page views', '30 days of history'] },
            {
              name: 'Team',
              price: '$29',
              period: '/month',
              features: ['5 sites', '500,000 page views', 'Reports on pull requests', 'One year of history'],
              highlight: true,
            },
            { name: 'Scale', price: '$99', period: '/month', features: ['Unlimited sites', '5 million page views', 'Single sign-on'] },
          ],
        }),
    },
    mobile: {
      title: 'the landing page and the pricing page on phones',
      left: () => [
        { kind: 'label', text: 'New: scheduled publishing' },
        { kind: 'title', lines: ['Analytics your', 'content team', 'reads'], size: 28 },
        { kind: 'text', lines: ['Which pages readers finish, and', 'what to write next.'], dim: true },
        { kind: 'button', label: 'Start free trial' },
        { kind: 'card', icon: 'lucide:chart-line', title: 'Reading depth', text: 'Where readers stop' },
      ],
      right: () => [
        { kind: 'title', lines: ['Simple, honest', 'pricing'], size: 26 },
        {
          kind: 'plan',
          name: 'Team',
          price: '$29',
          period: '/month',
          features: ['5 sites', '500,000 page views', 'Reports on pull requests'],
        },
      ],
    },
  },
  {
    slug: 'release-notes',
    name: 'Release Notes',
    accent: ACCENTS.sky,
    site: { name: 'Acme changelog', mark: 'lucide:megaphone', nav: ['Releases', 'Docs', 'Subscribe'], active: 0 },
    home: {
      title: 'the changelog: releases on a timeline with new features, fixes and breaking changes',
      draw: (p, _t, site) =>
        changelogPage(p, site, {
          title: 'What’s new',
          intro: 'Every release of Acme, newest first.',
          releases: [
            {
              version: 'v4.2.0',
              date: 'June 16, 2026',
              title: 'Scheduled publishing',
              items: [
                ['New', 'Pick a date and time when you publish a post'],
                ['Fix', 'Drafts no longer appear in the sitemap'],
              ],
            },
            {
              version: 'v4.1.0',
              date: 'May 28, 2026',
              title: 'Faster search',
              items: [
                ['New', 'Search results in under 20 ms on 10,000 pages'],
                ['Breaking', 'The search endpoint moved to /api/search'],
              ],
            },
            { version: 'v4.0.2', date: 'May 9, 2026', title: 'Fixes', items: [['Fix', 'Images keep their alt text after an edit']] },
          ],
        }),
    },
    page: {
      title: 'one release page with what it changes and links to the docs',
      draw: (p, _t, site) =>
        docsPage(p, site, {
          section: 'v4.2.0 · June 16, 2026',
          title: 'Scheduled publishing',
          description: 'Publish a post at a date and time of your choosing.',
          paragraphs: [
            'Set publish_at in a post’s front matter, or pick a date in Studio.',
            'The post stays a draft until then, hidden from lists and the sitemap.',
          ],
          code: {
            name: 'content/blog/launch.md',
            source: '---\ntitle: We are launching\npublish_at: 2026-07-01T09:00:00Z\n---',
            language: 'md',
          },
          tip: ['Read the scheduling guide in the docs.'],
          nav: [
            { title: '2026', icon: 'lucide:calendar', pages: ['v4.2.0', 'v4.1.0', 'v4.0.2', 'v4.0.0'], active: 0 },
            { title: '2025', icon: 'lucide:calendar', pages: ['v3.9.0', 'v3.8.1'] },
          ],
          toc: ['New', 'Fixed', 'Upgrading'],
        }),
    },
    mobile: {
      title: 'the timeline and a release on phones',
      left: () => [
        { kind: 'title', lines: ['What’s new'] },
        {
          kind: 'release',
          version: 'v4.2.0',
          date: 'June 16',
          items: [
            ['New', 'Scheduled publishing'],
            ['Fix', 'Drafts out of the sitemap'],
          ],
        },
        {
          kind: 'release',
          version: 'v4.1.0',
          date: 'May 28',
          items: [
            ['New', 'Faster search'],
            ['Breaking', 'Search endpoint moved'],
          ],
        },
      ],
      right: () => [
        { kind: 'label', text: 'v4.2.0 · June 16, 2026' },
        { kind: 'title', lines: ['Scheduled', 'publishing'] },
        { kind: 'text', lines: ['Publish a post at a date and', 'time of your choosing.'] },
        { kind: 'code', name: 'content/blog/launch.md', source: '---\npublish_at: 2026-07-01\n---', language: 'md' },
      ],
    },
  },
  {
    slug: 'saas-kit',
    name: 'SaaS Kit',
    accent: ACCENTS.indigo,
    site: { name: 'Relay', mark: 'lucide:send', nav: ['Product', 'Docs', 'Pricing', 'Blog'] },
    home: {
      title: 'the marketing home page with the install command and features',
      draw: (p, _t, site) =>
        landingPage(p, site, {
          badge: 'Docs in English, Français, 日本語, العربية',
          title: ['Messages that reach', 'every customer'],
          highlight: 'every customer',
          description: ['Relay sends email, SMS and push from one API,', 'with docs in four languages.'],
          primary: 'Read the docs',
          secondary: 'Pricing',
          install: 'npm install @relay/sdk',
          cta: 'Sign up',
          features: [
            { icon: 'lucide:languages', title: 'Docs per locale', text: ['One docs collection for each', 'language.'] },
            { icon: 'lucide:pilcrow-left', title: 'Right to left', text: ['Arabic pages mirror the whole', 'layout.'] },
            { icon: 'lucide:flag', title: 'Honest fallbacks', text: ['A notice where a page is not', 'translated yet.'] },
          ],
        }),
    },
    page: {
      title: 'a docs page in Arabic, right to left',
      draw: (p, _t, site) =>
        docsPage(
          p,
          { ...site, nav: ['المنتج', 'التوثيق', 'الأسعار'] },
          {
            section: 'البدء',
            title: 'إرسال أول رسالة',
            description: 'ثبّت الحزمة ثم أرسل رسالة في دقيقة.',
            paragraphs: ['ثبّت حزمة Relay، ثم أنشئ مفتاحًا من لوحة التحكم.', 'يمكنك إرسال أول رسالة بسطر واحد من الشيفرة.'],
            code: { name: 'send.ts', source: "await relay.send({\n  to: 'amal@example.com',\n  template: 'welcome',\n})", language: 'ts' },
            nav: [
              { title: 'البدء', icon: 'lucide:rocket', pages: ['مقدمة', 'إرسال أول رسالة', 'المفاتيح'], active: 1 },
              { title: 'Channels', icon: 'lucide:send', pages: ['Email', 'SMS'], english: [0, 1] },
            ],
            toc: ['التثبيت', 'المفتاح', 'الإرسال'],
            rtl: true,
          },
        ),
    },
    mobile: {
      title: 'the home page, and a docs page in Arabic, on phones',
      left: () => [
        { kind: 'label', text: 'EN · FR · JA · AR' },
        { kind: 'title', lines: ['Messages that', 'reach every', 'customer'], size: 28 },
        { kind: 'text', lines: ['Email, SMS and push from one', 'API.'], dim: true },
        { kind: 'button', label: 'Read the docs' },
        { kind: 'card', icon: 'lucide:languages', title: 'Docs per locale', text: 'One collection per language' },
      ],
      right: () => [
        { kind: 'label', text: 'البدء' },
        { kind: 'title', lines: ['إرسال أول رسالة'] },
        { kind: 'text', lines: ['ثبّت الحزمة ثم أرسل رسالة', 'في دقيقة.'] },
        { kind: 'code', name: 'send.ts', source: "await relay.send({\n  to: 'amal@example.com',\n})", language: 'ts' },
      ],
      rtlRight: true,
    },
  },
];

/** Three illustrations per template: `templates/{slug}/home`, `page` and `mobile`. */
export const TEMPLATE_PREVIEWS: Illustration[] = PREVIEWS.flatMap((t) => {
  const palette = (p: Palette) => templatePalette(p.mode, t.accent);
  return [
    {
      file: `templates/${t.slug}/home`,
      title: `${t.name} template, ${t.home.title}`,
      width: W,
      height: H,
      draw: (p: Palette) => t.home.draw(palette(p), tints(p.mode), t.site),
    },
    {
      file: `templates/${t.slug}/page`,
      title: `${t.name} template, ${t.page.title}`,
      width: W,
      height: H,
      draw: (p: Palette) => t.page.draw(palette(p), tints(p.mode), t.site),
    },
    {
      file: `templates/${t.slug}/mobile`,
      title: `${t.name} template, ${t.mobile.title}`,
      width: W,
      height: H,
      draw: (p: Palette) =>
        phones(palette(p), t.site, t.mobile.left(tints(p.mode)), t.mobile.right(tints(p.mode)), { rtlRight: t.mobile.rtlRight }),
    },
  ];
});
