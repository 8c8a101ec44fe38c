import { Fragment } from 'react';
import type { TemplateRow } from '@site/contracts';
import { Icon, InterfaceText, listSeparators, useInterfaceLanguage, useSite } from '@site/kit';
import { useTemplatesText } from './use-text.ts';

/**
 * Where a template lives: its repository, branch and folder. The branch-and-folder sentence
 * is the interface's (in the reader's language and direction, even on an English template
 * shown to an Arabic reader); the names in it are code.
 */
export function TemplateRepository({ template }: { template: Pick<TemplateRow, 'owner' | 'name' | 'branch' | 'baseDir'> }) {
  const text = useTemplatesText();
  const ui = useInterfaceLanguage();
  const { locale } = useSite();
  const parts = [
    <>
      {text('templates.branch')} <code>{template.branch ?? 'main'}</code>
    </>,
  ];
  if (template.baseDir && template.baseDir !== '.') {
    parts.push(
      <>
        {text('templates.folder')} <code>{template.baseDir}</code>
      </>,
    );
  }
  // Joined as the interface's language joins a list (an English ", " read ", 文件夹" in Chinese).
  const separators = listSeparators(parts.length, locale);
  return (
    <p className="template-page__repository">
      <Icon name="i-lucide-folder-git-2" />
      <InterfaceText className="sr-only">{`${text('templates.repository')}: `}</InterfaceText>
      <code>{`${template.owner}/${template.name}`}</code>
      <span {...ui}>
        {parts.map((part, i) => (
          <Fragment key={i === 0 ? 'branch' : 'folder'}>
            {separators[i]}
            {part}
          </Fragment>
        ))}
        {separators[parts.length]}
      </span>
    </p>
  );
}
