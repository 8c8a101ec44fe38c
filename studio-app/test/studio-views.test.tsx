import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '@site/kit/testing';
import { StudioPricingView } from '../src/components/StudioPricingView.tsx';
import { StudioFeaturesView } from '../src/components/StudioFeaturesView.tsx';
import { planPrice } from '../src/components/pricing-model.ts';
import { islands, type PricingComparisonData } from '../src/islands.ts';
import { comparison, plans, pricing, studioLanding } from './fixtures.ts';
import { STUDIO_TEXTS } from '../src/i18n/index.ts';
import { prepareTexts } from '@site/kit';

// The shell makes the locale's texts ready before it renders a page; these tests render directly.
beforeAll(async () => {
  for (const locale of ['fr', 'ja', 'ar']) await prepareTexts(locale, [STUDIO_TEXTS]);
});

/** The comparison island as the server renders it, in a locale, shown by the pricing view. */
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

describe('StudioPricingView', () => {
  const html = renderToHtml(<StudioPricingView data={pricingData()} />);

  it("shows the billing toggle and comparison table texts in the reader's language", () => {
    const fr = textOf(renderToHtml(<StudioPricingView data={pricingData('fr')} />, 'fr'));
    expect(fr).toContain('Mensuel');
    expect(fr).toContain('Comparez les offres fonctionnalité par fonctionnalité');
    const ar = textOf(renderToHtml(<StudioPricingView data={pricingData('ar')} />, 'ar'));
    expect(ar).toContain('الأسئلة الشائعة');
  });

  it('shows the title and intro', () => {
    expect(html).toMatch(/<h1>Pricing<\/h1>/);
    expect(html).toContain('Free for personal use, paid plans for teams.');
  });

  it('renders three plan cards, only the recommended one highlighted and badged', () => {
    const cards = html.split('<article class="pricing-plan"').slice(1);
    expect(cards).toHaveLength(3);
    const highlighted = cards.filter((c) => c.startsWith(' data-highlight'));
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toContain('>Pro</h2>');
    expect(highlighted[0]).toContain('Most popular');
    expect(html.match(/Most popular/g)).toHaveLength(1);
  });

  it('shows monthly prices before hydration, with a pressed "Monthly" toggle', () => {
    expect(textOf(html)).toContain('$19 /month');
    expect(html).not.toContain('$190');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Monthly</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Yearly</);
    expect(planPrice(plans[1]!, 'year')).toBe('$190');
  });

  it('lists plan features and labels each call to action with its plan', () => {
    expect(html).toContain('Up to 5 editors per project');
    expect(textOf(html)).toContain('Start a 14-day trial (Pro plan) (opens in a new tab)');
    expect(html).toContain('href="mailto:studio@nuxt.com"');
  });

  it('groups the comparison table by theme, with plan columns, a caption and soon badges', () => {
    expect(html).toContain('<caption id="comparison-caption">');
    const groups = [...html.matchAll(/<tbody><tr class="theme-row"><th scope="rowgroup" colSpan="4">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(groups).toEqual(['Editing', 'Media']);
    expect(html).toMatch(/<th scope="col"[^>]*>Team<\/th>/);
    const aiRow = html.slice(html.indexOf('AI writing assistant'));
    expect(aiRow.slice(0, aiRow.indexOf('</tr>'))).toMatch(/Soon<\/span>.*Not included.*Included.*Included/);
    expect(html.match(/>Soon</g)).toHaveLength(1);
    expect(html).toContain('>10 GB<');
  });

  it('shows onboarding steps and the well-formed FAQ entries as disclosures', () => {
    expect(html).toContain('Up and running in minutes');
    expect(html).toContain('Sign in with GitHub');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>Where is my content stored\?<\/summary>/);
    expect(html).not.toContain('A malformed entry');
  });
});

describe('StudioFeaturesView', () => {
  const html = renderToHtml(<StudioFeaturesView data={{ page: studioLanding }} />);

  it('shows the hero with its highlighted word and the external "Open Studio" link', () => {
    expect(html).toMatch(/<h1[^>]*>Edit your content <span class="text-primary">visually<\/span>, keep it in git<\/h1>/);
    expect(html).toMatch(/href="https:\/\/nuxt.studio" target="_blank" rel="noopener noreferrer"[^>]*>Open Studio/);
    expect(html).toContain('href="/studio/pricing"');
  });

  it('shows the features grid, the workflow steps in order and the call to action', () => {
    expect(html).toContain('Everything you need to edit your Nuxt Content project');
    expect(html.match(/class="card feature-card studio-feature"/g)).toHaveLength(2);
    const steps = [...html.matchAll(/<h3 class="workflow-step__title">([^<]+)</g)].map((m) => m[1]);
    expect(steps).toEqual(['Connect your repository', 'Publish with a commit']);
    expect(html).toContain('Give your team the editor, keep the files');
    expect(html).toContain('href="/docs/studio"');
  });
});
