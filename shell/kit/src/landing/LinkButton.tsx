/** One button-styled link (`u-button`, a `links` entry): label, leading and trailing icons, new tab for web links. */
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useT } from '../i18n/useT.ts';
import { InterfaceText } from '../ContentRegion.tsx';
import { buttonClass, type ButtonLink } from './landing-props.ts';

export function LinkButton({
  link,
  fallback = 'primary',
  children,
}: {
  link: ButtonLink;
  fallback?: 'primary' | 'outline';
  children?: ReactNode;
}) {
  const t = useT();
  const content = (
    <>
      {link.icon ? <Icon name={link.icon} /> : null}
      {children ?? link.label}
      {link.trailingIcon ? <Icon name={link.trailingIcon} /> : null}
    </>
  );
  const className = buttonClass(link, fallback);
  if (!link.to) return <span className={className}>{content}</span>;
  const newTab = link.target === '_blank' || (link.target === undefined && /^https?:/i.test(link.to));
  return (
    <SiteLink to={link.to} className={className} target={newTab ? '_blank' : undefined}>
      {content}
      {newTab ? <InterfaceText className="sr-only">{` ${t('common.opensInNewTab')}`}</InterfaceText> : null}
    </SiteLink>
  );
}
