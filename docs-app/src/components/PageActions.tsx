/**
 * The page actions group at the right of the h1: "Copy page" (the page's Markdown source)
 * joined to a chevron menu with the Markdown link, the raw view, and "Open in" assistants.
 * Until the reader reaches for the menu (hover, focus, touch, click) its trigger is a plain
 * named button and the menu's code (Ark's menu machine) is not downloaded.
 */
import { Suspense, useState } from 'react';
import { useDocsText } from '../i18n/index.ts';
import { Button, copyToClipboard, Icon, loadOnIntent, useArmedOnIntent, useInterfaceLanguage, useSite, useT } from '@site/kit';
import { localePath } from '@site/contracts';
import type { PageAction } from './PageActionsMenu.tsx';

const menu = loadOnIntent(() => import('./PageActionsMenu.tsx').then((m) => m.PageActionsMenu));

export interface PageActionsProps {
  collection: string;
  /** Locale-free page path. */
  path: string;
}

function rawMarkdownUrl(collection: string, path: string): string {
  return `/api/content/raw/${encodeURIComponent(collection)}?path=${encodeURIComponent(path)}`;
}

async function fetchMarkdown(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`the Markdown source could not be loaded (${url} answered ${res.status})`);
  return res.text();
}

export function PageActions({ collection, path }: PageActionsProps) {
  const t = useDocsText();
  const kitText = useT();
  const { config, locale } = useSite();
  const [open, setOpen] = useState(false);
  const intent = useArmedOnIntent(menu.preload);
  const rawUrl = rawMarkdownUrl(collection, path);
  // Every absolute link comes from the configured origin (never from the address the reader used).
  const markdownUrl = `${config.origin}${localePath(config, locale, path)}.md`;
  const prompt = t('docs.chatPrompt', { url: markdownUrl });
  const messages = { success: kitText('copy.copied'), failure: kitText('copy.failed') };
  const assistants = [
    {
      value: 'chatgpt',
      name: 'ChatGPT',
      icon: 'i-simple-icons-openai',
      href: `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`,
    },
    { value: 'claude', name: 'Claude', icon: 'i-simple-icons-anthropic', href: `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
  ];
  const items: PageAction[] = [
    {
      value: 'copy-markdown',
      icon: 'i-lucide-link',
      label: t('docs.copyMarkdown'),
      onSelect: () => void copyToClipboard(markdownUrl, messages),
    },
    { value: 'view-markdown', icon: 'i-simple-icons-markdown', label: t('docs.viewMarkdown'), href: markdownUrl },
    ...assistants.map((a) => ({ value: a.value, icon: a.icon, label: t('docs.openIn', { name: a.name }), href: a.href })),
  ];

  const copyPage = () => copyToClipboard(fetchMarkdown(rawUrl), messages);
  // Interface texts beside the title of a page standing in for a translation: the visitor's language.
  const language = useInterfaceLanguage();
  const plain = (
    <button
      type="button"
      className="btn btn-outline btn-icon"
      aria-label={t('docs.pageActions')}
      aria-haspopup="menu"
      aria-expanded="false"
      {...intent.intentHandlers}
      onClick={() => {
        intent.arm();
        setOpen(true);
      }}
    >
      <Icon name="i-lucide-chevron-down" className="nav-chevron" />
    </button>
  );
  const Menu = menu.Component;

  return (
    <div className="btn-group page-actions" {...language}>
      <Button variant="outline" icon="i-lucide-copy" onClick={copyPage}>
        {t('docs.copyPage')}
      </Button>
      {intent.armed ? (
        <Suspense fallback={plain}>
          <Menu label={t('docs.pageActions')} items={items} open={open} setOpen={setOpen} focusTrigger={intent.hadFocus} />
        </Suspense>
      ) : (
        <Suspense fallback={plain}>{plain}</Suspense>
      )}
    </div>
  );
}
