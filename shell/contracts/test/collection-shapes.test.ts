/**
 * Collection data in the short and keyed forms real sites write. Pricing data written the way the reference ecosystem's own pricing pages write it: plans in
 * a map with a billing `cycle`, and a comparison whose `includes` keys rows by id (a row names
 * the plans that include it, or lists one value per plan) and groups rows under
 * `{title, includes}`. The schema takes it and the page gets the one shape it draws.
 */
import { describe, expect, it } from 'vitest';
import { collectionFields, pricingComparison, pricingPlans } from '@site/contracts';

const written = {
  plans: {
    starter: { title: 'Starter', price: 'Free', cycle: '', button: { label: 'Sign up', to: '' }, features: ['One site'] },
    studio: { title: 'Studio', price: '$12', cycle: '/site/month', button: { label: 'Try it', to: 'https://example.com/try' } },
    agency: { title: 'Agency', price: '$90', cycle: '/month' },
  },
  features: {
    title: 'Everything in each plan',
    includes: {
      sites: { title: 'Sites', value: ['1', 3, 'Unlimited'] },
      backups: { title: 'Nightly backups', plans: ['studio', 'agency'] },
      editing: {
        title: 'Editing',
        includes: {
          forms: { title: 'Form editor', plans: ['starter', 'studio', 'agency'] },
          review: { title: 'Review queue', plans: [], soon: true },
          nested: { title: 'Advanced', includes: { diff: { plans: ['agency'] } } },
        },
      },
      support: { title: 'Chat support', plans: { agency: true } },
    },
  },
};

describe('pricing written with id-keyed rows', () => {
  const parsed = collectionFields.pricing.parse(written);
  const plans = pricingPlans(parsed.plans);

  it('reads the billing cycle and drops a button that leads nowhere', () => {
    expect(plans.map((p) => [p.id, p.price, p.billing ?? null, p.button?.to ?? null])).toEqual([
      ['starter', 'Free', null, null],
      ['studio', '$12', '/site/month', 'https://example.com/try'],
      ['agency', '$90', '/month', null],
    ]);
  });

  it('maps rows, their plan lists and values, and groups of rows', () => {
    const comparison = pricingComparison(parsed.features, plans);
    expect(comparison.title).toBe('Everything in each plan');
    expect(comparison.themes.map((t) => [t.title, t.items.map((i) => i.title)])).toEqual([
      ['', ['Sites', 'Nightly backups']],
      ['Editing', ['Form editor', 'Review queue', 'Diff']],
      ['', ['Chat support']],
    ]);
    const [loose, editing, last] = comparison.themes;
    expect(loose!.items[0]!.plans).toEqual({ starter: '1', studio: '3', agency: 'Unlimited' });
    expect(loose!.items[1]!.plans).toEqual({ starter: false, studio: true, agency: true });
    expect(editing!.items[1]).toEqual({ title: 'Review queue', soon: true, plans: { starter: false, studio: false, agency: false } });
    expect(editing!.items[2]!.plans).toEqual({ starter: false, studio: false, agency: true });
    expect(last!.items[0]!.plans).toEqual({ starter: false, studio: false, agency: true });
  });
});

describe('posts written with short forms', () => {
  it('take an image and an avatar written as just their URL', () => {
    const post = collectionFields.posts.parse({
      date: '2024-03-02',
      image: '/_content/covers/launch.png',
      authors: [
        { name: 'Ines Okafor', avatar: 'https://avatars.example.com/u/42' },
        { name: 'Rui Costa', avatar: { src: '/a.png', alt: 'Rui' } },
      ],
    });
    expect(post.image).toEqual({ src: '/_content/covers/launch.png' });
    expect(post.authors.map((a) => a.avatar)).toEqual([{ src: 'https://avatars.example.com/u/42' }, { src: '/a.png', alt: 'Rui' }]);
  });
});

describe('post dates', () => {
  const dateOf = (date: string) => collectionFields.posts.safeParse({ date });

  it('take a day with a time and a zone as tools write them, stored as the reference module stores a date (its UTC instant)', () => {
    const stored = {
      '2024-03-02': '2024-03-02T00:00:00.000Z',
      '2024-03-02T09:30:00Z': '2024-03-02T09:30:00.000Z',
      '2024-03-02T09:30:00.250+02:00': '2024-03-02T07:30:00.250Z',
      // No zone: UTC, whatever the build machine's zone.
      '2024-03-02 09:30': '2024-03-02T09:30:00.000Z',
      '2024-03-02T23:00-0500': '2024-03-03T04:00:00.000Z',
      '2024-03-02T09:30+01': '2024-03-02T08:30:00.000Z',
    };
    for (const [written, instant] of Object.entries(stored)) expect(dateOf(written).data?.date).toBe(instant);
  });

  it('say what is wrong with a date that cannot be stored', () => {
    const reason = (date: string) => dateOf(date).error?.issues.map((issue) => issue.message);
    expect(reason('03/04/2024')).toEqual(['use a date like 2025-01-31 (a time may follow: 2025-01-31T09:30:00+02:00)']);
    expect(reason('2024-02-30')).toEqual(['this day is not in the calendar (check the month and the day)']);
    expect(reason('2024-03-02T25:00')).toEqual(['this time is not on the clock (hours 00-23, minutes 00-59)']);
  });

  it('refuse a day that is not in the calendar, and forms that do not say which day they mean', () => {
    for (const date of ['2024-02-30', '2023-02-29T10:00:00Z', '2024-13-01', '2024-04-31', '03/04/2024', '2024-03-02T9']) {
      expect(dateOf(date).success).toBe(false);
    }
    expect(dateOf('2024-02-29').success).toBe(true);
  });
});
