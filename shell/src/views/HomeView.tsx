/**
 * The home page (`/`): a two-column hero (headline with one word in primary, intro, links,
 * a copyable install command; the body's code sample on the right), the feature grid, the
 * feature rows and a closing call to action. All of it comes from the landing page's
 * front matter (`page.meta`, read by the kit's landing reader) and body; the blocks shared
 * with the Studio features page are kit components.
 */
import type { HomeData } from './home-data.ts';
import { ContentRegion, ContentRenderer, FeatureGrid, LandingCta, LandingHero, readLandingMeta } from '@site/kit';
import { FeatureRows } from './FeatureRows.tsx';
import { InstallCommand } from './InstallCommand.tsx';

export function HomeView({ data }: { data: HomeData }) {
  const { page } = data;
  const { hero, features, sections, cta } = readLandingMeta(page.meta);
  const sample =
    page.body.value.length > 0 ? (
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
    </ContentRegion>
  );
}
