/**
 * The home page (`/`): a two-column hero (headline with one word in primary, intro, links,
 * a copyable install command; the body's code sample on the right), the feature grid, the
 * feature rows and a closing call to action. All of it comes from the landing page's
 * front matter (`page.meta`) and body.
 */
import { useEffect, useRef, useState } from 'react';
import type { HomeData } from '@site/kit';
import { ContentRenderer, Icon, SiteLink, useT } from '@site/kit/ui';

/** Interface texts of the home page: the kit's i18n messages first, these English defaults otherwise. */
const HOME_TEXT = {
  'home.copyInstall': 'Copy install command',
  'home.copied': 'Install command copied to clipboard',
  'home.copyFailed': 'Copy failed: select the command and copy it by hand',
  'common.opensInNewTab': '(opens in a new tab)',
} as const;

function useHomeText() {
  const t = useT();
  return (key: keyof typeof HOME_TEXT) => t(key, { defaultValue: HOME_TEXT[key] });
}

export function HomeView({ data }: { data: HomeData }) {
  const { page } = data;
  const meta = page.meta;
  const hero = readHero(meta.hero);
  const features = readBlock(meta.features);
  const sections = Array.isArray(meta.sections) ? meta.sections.flatMap((s) => readBlock(s) ?? []) : [];
  const cta = readCta(meta.cta);
  const [before, highlight, after] = splitHighlight(hero?.title ?? page.title, hero?.highlight);

  return (
    <div className="container home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__text">
          <h1 id="home-hero-title" className="home-hero__title">
            {before}
            {highlight ? <span className="text-primary">{highlight}</span> : null}
            {after}
          </h1>
          <p className="home-hero__description">{hero?.description ?? page.description}</p>
          {hero ? <LinkRow links={hero.links} /> : null}
          {hero?.install ? <InstallCommand command={hero.install} /> : null}
        </div>
        {page.body.value.length > 0 ? (
          <div className="home-hero__sample">
            <ContentRenderer body={page.body} />
          </div>
        ) : null}
      </section>

      {features ? (
        <section className="home-section" aria-labelledby="home-features-title">
          <header className="home-section__header">
            <h2 id="home-features-title">{features.title}</h2>
            {features.description ? <p>{features.description}</p> : null}
          </header>
          <ul className="home-feature-grid" role="list">
            {features.items.map((item) => (
              <li key={item.title} className={item.to ? 'card card-link home-feature' : 'card home-feature'}>
                {item.icon ? <Icon name={item.icon} className="card-icon" /> : null}
                <h3 className="card-title">
                  {item.to ? <SiteLink to={item.to}>{item.title}</SiteLink> : item.title}
                </h3>
                <p className="card-body">{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {sections.map((section, index) => (
        <section key={section.title} className="home-row" aria-labelledby={`home-row-${index}`}>
          <header className="home-row__header">
            <h2 id={`home-row-${index}`}>{section.title}</h2>
            {section.description ? <p>{section.description}</p> : null}
          </header>
          <ul className="home-row__items" role="list">
            {section.items.map((item) => (
              <li key={item.title} className="home-row__item">
                {item.icon ? <span className="home-row__icon"><Icon name={item.icon} /></span> : null}
                <div>
                  <h3 className="home-row__title">{item.title}</h3>
                  <p className="home-row__description">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {cta ? (
        <section className="home-cta" aria-labelledby="home-cta-title">
          <h2 id="home-cta-title">{cta.title}</h2>
          {cta.description ? <p>{cta.description}</p> : null}
          <LinkRow links={cta.links} />
        </section>
      ) : null}
    </div>
  );
}

/* ---- Install command with a copy button ---- */

function InstallCommand({ command }: { command: string }) {
  const text = useHomeText();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): say so instead of pretending.
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };

  return (
    <div className="home-install">
      <code className="home-install__command">
        <span className="home-install__prompt" aria-hidden="true">$ </span>
        {command}
      </code>
      <button type="button" className="btn btn-ghost btn-icon home-install__copy" aria-label={text('home.copyInstall')} onClick={copy}>
        <Icon name={state === 'copied' ? 'i-lucide-check' : 'i-lucide-copy'} />
      </button>
      <span className="sr-only" role="status">
        {state === 'copied' ? text('home.copied') : state === 'failed' ? text('home.copyFailed') : ''}
      </span>
    </div>
  );
}

/* ---- Links ---- */

interface HomeLink { label: string; to: string; icon?: string }

function LinkRow({ links }: { links: HomeLink[] }) {
  const text = useHomeText();
  if (links.length === 0) return null;
  return (
    <div className="home-links">
      {links.map((link, index) => {
        const external = /^https?:/i.test(link.to);
        return (
          <SiteLink
            key={link.to + link.label}
            to={link.to}
            className={`btn btn-lg ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
            target={external ? '_blank' : undefined}
          >
            {link.label}
            {external ? <span className="sr-only">{` ${text('common.opensInNewTab')}`}</span> : null}
            {link.icon ? <Icon name={link.icon} /> : null}
          </SiteLink>
        );
      })}
    </div>
  );
}

/* ---- Reading the landing front matter (free-form `meta`, so shapes are checked) ---- */

interface Item { title: string; description: string; icon?: string; to?: string }
interface Block { title: string; description?: string; items: Item[] }

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function readLinks(v: unknown): HomeLink[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((l) => (isObject(l) && str(l.label) && str(l.to) ? [{ label: str(l.label)!, to: str(l.to)!, icon: str(l.icon) }] : []));
}

function readBlock(v: unknown): Block | null {
  if (!isObject(v) || !str(v.title)) return null;
  const items = Array.isArray(v.items)
    ? v.items.flatMap((i) =>
        isObject(i) && str(i.title)
          ? [{ title: str(i.title)!, description: str(i.description) ?? '', icon: str(i.icon), to: str(i.to) }]
          : [],
      )
    : [];
  return { title: str(v.title)!, description: str(v.description), items };
}

function readHero(v: unknown) {
  if (!isObject(v) || !str(v.title)) return null;
  return {
    title: str(v.title)!,
    highlight: str(v.highlight),
    description: str(v.description) ?? '',
    links: readLinks(v.links),
    install: str(v.install),
  };
}

function readCta(v: unknown) {
  if (!isObject(v) || !str(v.title)) return null;
  return { title: str(v.title)!, description: str(v.description), links: readLinks(v.links) };
}

function splitHighlight(title: string, highlight: string | undefined): [string, string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return [title, '', ''];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}
