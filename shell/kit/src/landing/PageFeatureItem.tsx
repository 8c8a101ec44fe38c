/** One feature (an item of `features`, or `page-feature`): icon, title (a link when it has `to`) and description. */
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';

export interface PageFeatureItemProps {
  icon?: string | undefined;
  title?: ReactNode;
  description?: ReactNode;
  to?: string | undefined;
  orientation?: string | undefined;
}

export function PageFeatureItem({ icon, title, description, to, orientation }: PageFeatureItemProps) {
  return (
    <div
      className={to ? 'page-feature card-link' : 'page-feature'}
      data-orientation={orientation === 'vertical' ? 'vertical' : 'horizontal'}
    >
      {icon ? (
        <span className="page-feature__icon">
          <Icon name={icon} />
        </span>
      ) : null}
      <div className="page-feature__text">
        {title ? <h3 className="page-feature__title">{to ? <SiteLink to={to}>{title}</SiteLink> : title}</h3> : null}
        {description ? <div className="page-feature__description">{description}</div> : null}
      </div>
    </div>
  );
}
