/** A row of buttons from a `links` prop: the first solid unless the author chose, the rest outlined. */
import { buttonLinks } from './landing-props.ts';
import { LinkButton } from './LinkButton.tsx';

export function ButtonLinks({ links, className = 'landing-links' }: { links: unknown; className?: string }) {
  const list = buttonLinks(links);
  if (list.length === 0) return null;
  return (
    <div className={className}>
      {list.map((link, index) => (
        <LinkButton key={`${link.to ?? ''}${link.label}`} link={link} fallback={index === 0 ? 'primary' : 'outline'} />
      ))}
    </div>
  );
}
