import type { TemplateRow } from '@site/contracts';
import { Badge } from '@site/kit';
import { licenceBadge } from './template-model.ts';
import { useTemplatesText } from './use-text.ts';

/** Category, licence and (in preview) draft flag of a template. */
export function TemplateBadges({ template }: { template: Pick<TemplateRow, 'category' | 'licenseType' | 'draft'> }) {
  const text = useTemplatesText();
  const licence = licenceBadge(template.licenseType);
  return (
    <p className="template-badges">
      {template.category ? <Badge>{text.category(template.category)}</Badge> : null}
      {licence ? (
        <Badge color={licence.color}>
          <span className="sr-only">{`${text('templates.licence')} `}</span>
          {licence.known ? text(licence.known === 'premium' ? 'templates.premium' : 'templates.free') : licence.label}
        </Badge>
      ) : null}
      {template.draft ? <Badge color="warning">{text('templates.draft')}</Badge> : null}
    </p>
  );
}
