/** Numbered steps with optional icons (the numbers come from a CSS counter on `.workflow-steps`). */
import { Icon } from '../Icon.tsx';

export interface Step {
  title: string;
  description?: string | undefined;
  icon?: string | undefined;
}

export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="workflow-steps">
      {steps.map((step) => (
        <li key={step.title} className="workflow-step">
          {step.icon ? (
            <span className="workflow-step__icon">
              <Icon name={step.icon} />
            </span>
          ) : null}
          <h3 className="workflow-step__title">{step.title}</h3>
          {step.description ? <p className="workflow-step__description">{step.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
