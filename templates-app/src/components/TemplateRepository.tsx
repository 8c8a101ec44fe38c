import type { TemplateRow } from '@site/contracts';
import { Icon, useInterfaceLanguage } from '@site/kit';
import { useTemplatesText } from './use-text.ts';

/**
 * Where a template lives: its repository, branch and folder. The branch-and-folder sentence
 * is the interface's (in the reader's language and direction, even on an English template
 * shown to an Arabic reader); the names in it are code.
 */
export function TemplateRepository({ template }: { template: Pick<TemplateRow, 'owner' | 'name' | 'branch' | 'baseDir'> }) {
  const text = useTemplatesText();
  const ui = useInterfaceLanguage();
  return (
    <p className="template-page__repository">
      <Icon name="i-lucide-folder-git-2" />
      <span className="sr-only">{`${text('templates.repository')}: `}</span>
      <code>{`${template.owner}/${template.name}`}</code>
      <span {...ui}>
        {text('templates.branch')} <code>{template.branch ?? 'main'}</code>
        {template.baseDir && template.baseDir !== '.' ? (
          <>
            , {text('templates.folder')} <code>{template.baseDir}</code>
          </>
        ) : null}
      </span>
    </p>
  );
}
