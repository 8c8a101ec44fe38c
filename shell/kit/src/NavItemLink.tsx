import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import type { NavItem } from './header-items.ts';

/** One header navigation item as a link: in the header bar and in the phone drawer alike. */
export function NavItemLink({ item }: { item: NavItem }) {
  return (
    <AppLink
      href={item.to ?? '#'}
      target={item.target}
      className={item.active ? 'nav-link active' : 'nav-link'}
      aria-current={item.active ? 'page' : undefined}
    >
      {item.icon ? <Icon name={item.icon} /> : null}
      {item.label}
      {item.badge ? <span className="badge">{item.badge}</span> : null}
    </AppLink>
  );
}
