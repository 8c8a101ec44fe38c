import type { TemplateRow } from '@site/contracts';
import { Badge } from '@site/kit';
import { useTemplatesText } from './use-text.ts';

/** Category, licence and (in preview) draft flag of a template. */
export function TemplateBadges({ template }: { template: Pick<TemplateRow, 'category' | 'licenseType' | 'draft'> }) {
  const text = useTemplatesText();
  return (
    <p className="template-badges">
      <Badge>{text.category(template.category)}</Badge>
      <Badge color={template.licenseType === 'premium' ? 'secondary' : 'neutral'}>
        <span className="sr-only">{`${text('templates.licence')} `}</span>
        {text(template.licenseType === 'premium' ? 'templates.premium' : 'templates.free')}
      </Badge>
      {template.draft ? <Badge color="warning">{text('templates.draft')}</Badge> : null}
    </p>
  );
}
