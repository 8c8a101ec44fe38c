// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, languageOf, renderToHtml, renderView, screen, within } from '@site/kit/testing';
import { StudioPricingView } from '../src/components/StudioPricingView.tsx';
import { StudioFeaturesView } from '../src/components/StudioFeaturesView.tsx';
import { planPrice } from '../src/components/pricing-model.ts';
import { islands, type PricingComparisonData } from '../src/islands.ts';
import { comparison, plans, pricing, studioLanding } from './fixtures.ts';
import { STUDIO_TEXTS } from '../src/i18n/index.ts';
import { createI18n, prepareTexts } from '@site/kit';
import { readLandingMeta } from '@site/contracts';

afterEach(cleanup);
// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar', 'ru', 'he']) await prepareTexts(locale, [STUDIO_TEXTS]);
});

/**
 * The comparison island as the server renders it, in a locale, shown by the pricing view (the
 * island's HTML reaches the page as a string, exactly as the shell inserts it).
 */
const ComparisonIsland = islands.PricingComparison!.Component as ComponentType<{ data: PricingComparisonData }>;
const pricingData = (locale = 'en') => ({
  pricing,
  plans,
  comparison: {
    key: `PricingComparison_${locale}`,
    html: renderToHtml(<ComparisonIsland data={{ plans, comparison: { themes: comparison } }} />, locale),
    head: { link: [] },
  },
});

const renderPricing = (locale?: string) => renderView(<StudioPricingView data={pricingData(locale)} />, locale);

/** A plan card: an article named by the plan's heading. */
const planCard = (name: string) => screen.getByRole('article', { name });
/** The price a card shows, with its period, as read aloud (`$19/month`). */
const priceIn = (card: HTMLElement, amount: string) => within(card).getByText(amount).closest('p')?.textContent;
/** The comparison row of a feature: its header cell and the value read for each plan column. */
function comparisonRow(feature: string | RegExp) {
  const table = screen.getByRole('table', { name: 'Compare the plans feature by feature' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: feature }))!;
  return {
    row,
    // What each plan's cell says: its text, or the name of its mark.
    values: within(row)
      .getAllByRole('cell')
      .map((cell) => within(cell).queryByRole('img')?.getAttribute('aria-label') ?? cell.textContent),
  };
}

describe('StudioPricingView', () => {
  it("shows the billing toggle and comparison table texts in the reader's language", () => {
    renderPricing('fr');
    expect(screen.getByRole('button', { name: 'Mensuel', pressed: true })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Comparez les offres fonctionnalité par fonctionnalité' })).toBeTruthy();
    cleanup();
    renderPricing('ar');
    expect(screen.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' })).toBeTruthy();
  });

  it('shows the title and intro', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByText('Free for personal use, paid plans for teams.')).toBeTruthy();
  });

  it('renders three plan cards, only the recommended one highlighted and badged', () => {
    renderPricing();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Free', 'Pro', 'Team']);
    // The highlight is a ring drawn by the stylesheet from this attribute.
    expect(cards.filter((card) => card.hasAttribute('data-highlight'))).toEqual([planCard('Pro')]);
    expect(within(planCard('Pro')).getByText('Most popular')).toBeTruthy();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
  });

  it('shows monthly prices first (as the server renders them), with a pressed "Monthly" toggle', () => {
    renderPricing();
    expect(priceIn(planCard('Pro'), '$19')).toBe('$19/month');
    expect(screen.queryByText('$190')).toBeNull();
    const period = screen.getByRole('group', { name: 'Billing period' });
    expect(within(period).getByRole('button', { name: 'Monthly', pressed: true })).toBeTruthy();
    expect(within(period).getByRole('button', { name: 'Yearly', pressed: false })).toBeTruthy();
    expect(planPrice(plans[1]!, 'year')).toBe('$190');
  });

  it('keeps "US$" in one piece in Arabic: the currency is isolated, so right to left it reads US$ 19, not $US 19', () => {
    renderPricing('ar');
    const price = planCard('Pro').querySelector('.pricing-plan-price')!.textContent!;
    const intl = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(19);
    // Intl's Arabic format, with the symbol wrapped in a first-strong isolate (U+2068 … U+2069).
    expect(price).toBe(intl.replace('US$', '\u2068US$\u2069'));
  });

  it('switches every periodic plan to yearly prices when "Yearly" is pressed', () => {
    renderPricing();
    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly', pressed: false })).toBeTruthy();
    expect(priceIn(planCard('Pro'), '$190')).toBe('$190/year');
    expect(priceIn(planCard('Team'), '$790')).toBe('$790/year');
    expect(screen.queryByText('$19')).toBeNull();
  });

  it('lists plan features and labels each call to action with its plan', () => {
    renderPricing();
    const proFeatures = within(planCard('Pro')).getByRole('list', { name: 'Pro plan includes' });
    expect(within(proFeatures).getByText('Up to 5 editors per project')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a 14-day trial (Pro plan) (opens in a new tab)' })).toBeTruthy();
    expect(within(planCard('Team')).getByRole('link', { name: 'Contact sales (Team plan)' }).getAttribute('href')).toBe(
      'mailto:studio@nuxt.com',
    );
  });

  it('groups the comparison table by theme, with plan columns, a caption and soon badges', () => {
    renderPricing();
    const table = screen.getByRole('table', { name: 'Compare the plans feature by feature' });
    // Each theme is a row group whose first row is the theme's header spanning the plan columns.
    const themes = within(table)
      .getAllByRole('rowgroup')
      .slice(1)
      .map((group) => within(group).getAllByRole('row')[0]!.textContent);
    expect(themes).toEqual(['Editing', 'Media']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Free', 'Pro', 'Team']);
    const ai = comparisonRow(/^AI writing assistant/);
    expect(within(within(ai.row).getByRole('rowheader')).getByText('Soon')).toBeTruthy();
    expect(ai.values).toEqual(['Not included', 'Included', 'Included']);
    expect(within(table).getAllByText('Soon')).toHaveLength(1);
    expect(comparisonRow('Media library storage').values).toEqual(['500 MB', '10 GB', '100 GB']);
  });

  it('shows onboarding steps and the well-formed FAQ entries as disclosures', () => {
    renderPricing();
    const onboarding = screen.getByRole('region', { name: 'Up and running in minutes' });
    expect(within(onboarding).getByRole('heading', { level: 3, name: 'Sign in with GitHub' })).toBeTruthy();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    // Each entry is a native disclosure: a <details> group opened by its <summary>, the question.
    const entries = within(faq).getAllByRole('group');
    expect(entries.map((entry) => entry.querySelector(':scope > summary')?.textContent)).toEqual([
      'Where is my content stored?',
      'Is the Free plan really free?',
    ]);
    expect(screen.queryByText('A malformed entry the view must skip.')).toBeNull();
  });
});

describe('StudioFeaturesView', () => {
  const renderFeatures = () =>
    renderView(<StudioFeaturesView data={{ page: studioLanding, landing: readLandingMeta(studioLanding.meta) }} />);

  it('shows the hero with its highlighted word and the external "Open Studio" link', () => {
    renderFeatures();
    // By text, not accessible name: happy-dom reports no `display` for a <span>, so Testing Library
    // would pad the highlighted word with spaces that a browser does not read.
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Edit your content visually, keep it in git');
    // The highlighted word is drawn in the primary colour by this class.
    expect(within(title).getByText('visually').className).toBe('text-primary');
    const open = screen.getByRole('link', { name: 'Open Studio (opens in a new tab)' });
    expect([open.getAttribute('href'), open.getAttribute('target'), open.getAttribute('rel')]).toEqual([
      'https://nuxt.studio',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/studio/pricing');
  });

  it('shows the features grid, the workflow steps in order and the call to action', () => {
    renderFeatures();
    const features = screen.getByRole('region', { name: 'Everything you need to edit your Nuxt Content project' });
    const cards = within(features).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Visual Markdown editor',
      'Live preview on your site',
    ]);
    const workflow = screen.getByRole('region', { name: 'From draft to live in four steps' });
    expect(
      within(workflow)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Connect your repository', 'Publish with a commit']);
    const cta = screen.getByRole('region', { name: 'Give your team the editor, keep the files' });
    expect(within(cta).getByRole('link', { name: 'Read the Studio docs' }).getAttribute('href')).toBe('/docs/studio');
  });
});

/**
 * The plans are English on every locale without translated content (the region says
 * lang="en"): the page's controls, labels and headings say they are the reader's, so a
 * screen reader reads them with the reader's voice; the plans' own words stay English.
 */
describe('interface texts among English plans', () => {
  it.each([
    { locale: 'ru', lang: 'ru', dir: 'ltr' },
    { locale: 'he', lang: 'he', dir: 'rtl' },
  ])('on the pricing page ($locale)', ({ locale, lang, dir }) => {
    const { t } = createI18n(locale);
    const text = (key: string, vars: Record<string, unknown> = {}) => t(key, { ns: STUDIO_TEXTS.name, ...vars });
    const reader = { lang, dir };
    renderPricing(locale);
    expect(languageOf(screen.getByRole('group', { name: text('pricing.billingPeriod') }))).toEqual(reader);
    expect(languageOf(screen.getByRole('button', { name: text('pricing.monthly') }))).toEqual(reader);
    expect(languageOf(screen.getByRole('heading', { level: 2, name: text('pricing.faq') }))).toEqual(reader);
    const plan = plans[0]!;
    const card = planCard(plan.title);
    expect(languageOf(card).lang).toBe('en');
    expect(languageOf(within(card).getByRole('list', { name: text('pricing.planIncludes', { plan: plan.title }) }))).toEqual(reader);
    expect(languageOf(within(card).getByText(plan.features[0]!)).lang).toBe('en');
    // The comparison, rendered apart as an island, says the same of its caption and marks.
    const table = screen.getByRole('table', { name: text('pricing.caption') });
    expect(languageOf(within(table).getByText(text('pricing.caption')))).toEqual(reader);
    expect(languageOf(within(table).getAllByRole('img', { name: text('pricing.included') })[0]!)).toEqual(reader);
  });
});
