/**
 * The page actions group at the right of the h1: "Copy page" (the page's Markdown source)
 * joined to a chevron menu with the Markdown link, the raw view, and "Open in" assistants.
 * The menu's machine mounts after hydration; until then its trigger is a plain named button.
 */
import { Menu } from '@ark-ui/react/menu';
import { useDocsText } from '../i18n/index.ts';
import { Button, copyToClipboard, Icon, useHydrated, TIMINGS, useMenuTypeahead, useSite, useT } from '@site/kit';
import { localePath } from '@site/contracts';

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
  const hydrated = useHydrated();
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

  const copyPage = () => copyToClipboard(fetchMarkdown(rawUrl), messages);
  const typeahead = useMenuTypeahead([
    { value: 'copy-markdown', label: t('docs.copyMarkdown') },
    { value: 'view-markdown', label: t('docs.viewMarkdown') },
    ...assistants.map((a) => ({ value: a.value, label: t('docs.openIn', { name: a.name }) })),
  ]);

  return (
    <div className="btn-group page-actions">
      <Button variant="outline" icon="i-lucide-copy" onClick={copyPage}>
        {t('docs.copyPage')}
      </Button>
      {hydrated ? (
        <Menu.Root positioning={{ placement: 'bottom-end', gutter: TIMINGS.floatingOffsetPx }} lazyMount unmountOnExit {...typeahead.root}>
          <Menu.Trigger className="btn btn-outline btn-icon" aria-label={t('docs.pageActions')}>
            <Icon name="i-lucide-chevron-down" className="nav-chevron" />
          </Menu.Trigger>
          <Menu.Positioner>
            <Menu.Content className="popover" onKeyDown={typeahead.onKeyDown}>
              <Menu.Item value="copy-markdown" className="popover-item" onSelect={() => void copyToClipboard(markdownUrl, messages)}>
                <Icon name="i-lucide-link" />
                {t('docs.copyMarkdown')}
              </Menu.Item>
              <Menu.Item value="view-markdown" className="popover-item" asChild>
                <a href={markdownUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="i-simple-icons-markdown" />
                  {t('docs.viewMarkdown')}
                </a>
              </Menu.Item>
              {assistants.map((a) => (
                <Menu.Item key={a.value} value={a.value} className="popover-item" asChild>
                  <a href={a.href} target="_blank" rel="noopener noreferrer">
                    <Icon name={a.icon} />
                    {t('docs.openIn', { name: a.name })}
                  </a>
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Menu.Root>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-icon"
          aria-label={t('docs.pageActions')}
          aria-haspopup="menu"
          aria-expanded="false"
        >
          <Icon name="i-lucide-chevron-down" className="nav-chevron" />
        </button>
      )}
    </div>
  );
}
