/**
 * A bordered card; with `to` the whole card is one link (the title's link stretches over it)
 * and it lifts on hover.
 */
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';

export interface CardProps {
  title?: ReactNode;
  icon?: string;
  to?: string;
  target?: '_blank' | '_self';
  className?: string;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

export function Card({ title, icon, to, target, className, headingLevel = 3, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['card', to ? 'card-link' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {icon ? <Icon name={icon} className="card-icon" /> : null}
      {title ? (
        <Heading className="card-title">
          {to ? (
            <AppLink href={to} target={target}>
              {title}
            </AppLink>
          ) : (
            title
          )}
        </Heading>
      ) : null}
      {children ? <div className="card-body">{children}</div> : null}
    </div>
  );
}
