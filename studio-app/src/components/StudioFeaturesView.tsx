import type { StudioFeaturesData } from '@site/kit';
import { Icon, SiteLink } from '@site/kit/ui';
import { landingBlock, landingCta, landingHero, landingWorkflow, splitHighlight } from './landing-meta.ts';
import { LandingLinks } from './LandingLinks.tsx';

/** /studio: hero with the "Open Studio" link, the features grid, the workflow steps and a closing call to action. */
export function StudioFeaturesView({ data }: { data: StudioFeaturesData }) {
  const { page } = data;
  const hero = landingHero(page.meta);
  const features = landingBlock(page.meta.features);
  const workflow = landingWorkflow(page.meta);
  const cta = landingCta(page.meta);
  const [before, highlight, after] = splitHighlight(hero?.title ?? page.title, hero?.highlight);

  return (
    <div className="container studio-page">
      <section className="studio-hero" aria-labelledby="studio-hero-title">
        <h1 id="studio-hero-title" className="studio-hero__title">
          {before}
          {highlight ? <span className="text-primary">{highlight}</span> : null}
          {after}
        </h1>
        <p className="studio-hero__description">{hero?.description ?? page.description}</p>
        {hero ? <LandingLinks links={hero.links} /> : null}
      </section>

      {features ? (
        <section className="studio-section" aria-labelledby="studio-features-title">
          <header className="studio-section__header">
            <h2 id="studio-features-title">{features.title}</h2>
            {features.description ? <p>{features.description}</p> : null}
          </header>
          <ul className="studio-feature-grid" role="list">
            {features.items.map((item) => (
              <li key={item.title} className={item.to ? 'card card-link studio-feature' : 'card studio-feature'}>
                {item.icon ? <Icon name={item.icon} className="card-icon" /> : null}
                <h3 className="card-title">
                  {item.to ? <SiteLink to={item.to}>{item.title}</SiteLink> : item.title}
                </h3>
                <p className="card-body">{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {workflow ? (
        <section className="studio-section" aria-labelledby="studio-workflow-title">
          <header className="studio-section__header">
            <h2 id="studio-workflow-title">{workflow.title}</h2>
            {workflow.description ? <p>{workflow.description}</p> : null}
          </header>
          <ol className="workflow-steps">
            {workflow.steps.map((step) => (
              <li key={step.title} className="workflow-step">
                {step.icon ? <span className="workflow-step__icon"><Icon name={step.icon} /></span> : null}
                <h3 className="workflow-step__title">{step.title}</h3>
                <p className="workflow-step__description">{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {cta ? (
        <section className="studio-cta" aria-labelledby="studio-cta-title">
          <h2 id="studio-cta-title">{cta.title}</h2>
          {cta.description ? <p>{cta.description}</p> : null}
          <LandingLinks links={cta.links} />
        </section>
      ) : null}
    </div>
  );
}
