import type { TemplateRow } from '@site/contracts';
import { Badge, InterfaceText } from '@site/kit';
import { licenceBadge } from './template-model.ts';
import { useTemplatesText } from './use-text.ts';

/** Category, licence and (in preview) draft flag of a template. */
export function TemplateBadges({ template }: { template: Pick<TemplateRow, 'category' | 'licenseType' | 'draft'> }) {
  const text = useTemplatesText();
  const licence = licenceBadge(template.licenseType);
  return (
    <p className="template-badges">
      {template.category ? (
        <Badge>
          <InterfaceText>{text.category(template.category)}</InterfaceText>
        </Badge>
      ) : null}
      {licence ? (
        <Badge color={licence.color}>
          <InterfaceText className="sr-only">{`${text('templates.licence')} `}</InterfaceText>
          {/* A known licence is named by the interface, another as the template writes it. */}
          {licence.known ? (
            <InterfaceText>{text(licence.known === 'premium' ? 'templates.premium' : 'templates.free')}</InterfaceText>
          ) : (
            licence.label
          )}
        </Badge>
      ) : null}
      {template.draft ? (
        <Badge color="warning">
          <InterfaceText>{text('templates.draft')}</InterfaceText>
        </Badge>
      ) : null}
    </p>
  );
}
