/** The landing `features` block: a section of cards, each with an icon, a title (a link when it has `to`) and a description. */
import type { LandingBlock } from '@site/contracts';
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { LandingSection } from './LandingSection.tsx';

export interface FeatureGridProps {
  /** The page's class and id prefix: `home` adds `home-feature-grid`, `home-feature` and the id `home-features-title`. */
  prefix: string;
  block: LandingBlock;
}

export function FeatureGrid({ prefix, block }: FeatureGridProps) {
  const card = `feature-card ${prefix}-feature`;
  return (
    <LandingSection prefix={prefix} name="features" title={block.title} description={block.description}>
      <ul className={`feature-grid ${prefix}-feature-grid`} role="list">
        {block.items.map((item) => (
          <li key={item.title} className={item.to ? `card card-link ${card}` : `card ${card}`}>
            {item.icon ? <Icon name={item.icon} className="card-icon" /> : null}
            <h3 className="card-title">{item.to ? <SiteLink to={item.to}>{item.title}</SiteLink> : item.title}</h3>
            <p className="card-body">{item.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
