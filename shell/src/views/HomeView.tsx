/**
 * The home page (`/`). Written with front matter blocks: a two-column hero (headline with
 * one word in primary, intro, links, a copyable install command; a code-only body as the
 * sample on the right), the feature grid, the feature rows and a closing call to action.
 * Written as markdown with page components (`::u-page-hero`, `::u-page-section`, …): the
 * body renders with the kit's landing components. Both may be combined: blocks first, then
 * the body.
 */
import type { HomeData } from './home-data.ts';
import { bodyIsCodeSample, ContentRegion, ContentRenderer, FeatureGrid, LandingBody, LandingCta, LandingHero } from '@site/kit';
import { FeatureRows } from './FeatureRows.tsx';
import { InstallCommand } from './InstallCommand.tsx';

export function HomeView({ data }: { data: HomeData }) {
  const { page } = data;
  const { hero, features, sections, cta } = data.landing;
  const nodes = Array.isArray(page.body?.value) ? page.body.value : [];
  const codeSample = bodyIsCodeSample(nodes);
  if (!hero && nodes.length > 0 && !codeSample) {
    return (
      <ContentRegion contentLocale={data.contentLocale} className="container home-page">
        <LandingBody body={page.body} title={page.title} />
        {features ? <FeatureGrid prefix="home" block={features} /> : null}
        <FeatureRows sections={sections} />
        {cta ? <LandingCta prefix="home" cta={cta} linksClassName="home-links" /> : null}
      </ContentRegion>
    );
  }
  const sample = codeSample ? (
    <div className="home-hero__sample">
      <ContentRenderer body={page.body} />
    </div>
  ) : null;

  return (
    <ContentRegion contentLocale={data.contentLocale} className="container home-page">
      <LandingHero prefix="home" layout="split" hero={hero} page={page} linksClassName="home-links" aside={sample}>
        {hero?.install ? <InstallCommand command={hero.install} /> : null}
      </LandingHero>
      {features ? <FeatureGrid prefix="home" block={features} /> : null}
      <FeatureRows sections={sections} />
      {cta ? <LandingCta prefix="home" cta={cta} linksClassName="home-links" /> : null}
      {codeSample ? null : <LandingBody body={page.body} title={page.title} needsTitle={false} />}
    </ContentRegion>
  );
}
