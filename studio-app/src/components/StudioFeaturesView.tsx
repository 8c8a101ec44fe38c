import { ContentRegion, FeatureGrid, LandingBody, LandingCta, LandingHero, LandingSection, StepsList } from '@site/kit';
import type { StudioFeaturesData } from '../page-data.ts';

/**
 * /studio: hero with the "Open Studio" link, the features grid, the workflow steps and a
 * closing call to action, read from the page's front matter; then the markdown body with the
 * landing components. A page written only in markdown (`::u-page-hero` and sections) is
 * its body alone.
 */
export function StudioFeaturesView({ data }: { data: StudioFeaturesData }) {
  const { page } = data;
  const { hero, features, workflow, cta } = data.landing;

  return (
    <ContentRegion className="container studio-page">
      {hero || !page.body?.value?.length ? <LandingHero prefix="studio" hero={hero} page={page} /> : null}
      {features ? <FeatureGrid prefix="studio" block={features} /> : null}
      {workflow ? (
        <LandingSection prefix="studio" name="workflow" title={workflow.title} description={workflow.description}>
          <StepsList steps={workflow.steps} />
        </LandingSection>
      ) : null}
      {cta ? <LandingCta prefix="studio" cta={cta} /> : null}
      <LandingBody body={page.body} title={page.title} needsTitle={!hero} />
    </ContentRegion>
  );
}
