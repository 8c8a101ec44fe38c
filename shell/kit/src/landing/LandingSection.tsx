/** A landing-page section: a header with its h2 and optional intro, then the section's content. */
import type { ReactNode } from 'react';

export interface LandingSectionProps {
  /** The page's class and id prefix: `studio` adds `studio-section`, `studio-section__header` to the kit's `landing-section` classes. */
  prefix: string;
  /** Names the section's heading id: `{prefix}-{name}-title`. */
  name: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}

export function LandingSection({ prefix, name, title, description, children }: LandingSectionProps) {
  const titleId = `${prefix}-${name}-title`;
  return (
    <section className={`landing-section ${prefix}-section`} aria-labelledby={titleId}>
      <header className={`landing-section__header ${prefix}-section__header`}>
        <h2 id={titleId}>{title}</h2>
        {description ? <p>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
