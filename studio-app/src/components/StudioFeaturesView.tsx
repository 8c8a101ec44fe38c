import { FeatureGrid, LandingCta, LandingHero, LandingSection, StepsList, readLandingMeta, ContentRegion } from '@site/kit';
import type { StudioFeaturesData } from '../page-data.ts';

/**
 * /studio: hero with the "Open Studio" link, the features grid, the workflow steps and a
 * closing call to action; all kit landing blocks read from the page's front matter.
 */
export function StudioFeaturesView({ data }: { data: StudioFeaturesData }) {
  const { page } = data;
  const { hero, features, workflow, cta } = readLandingMeta(page.meta);

  return (
    <ContentRegion className="container studio-page">
      <LandingHero prefix="studio" hero={hero} page={page} />
      {features ? <FeatureGrid prefix="studio" block={features} /> : null}
      {workflow ? (
        <LandingSection prefix="studio" name="workflow" title={workflow.title} description={workflow.description}>
          <StepsList steps={workflow.steps} />
        </LandingSection>
      ) : null}
      {cta ? <LandingCta prefix="studio" cta={cta} /> : null}
    </ContentRegion>
  );
}
