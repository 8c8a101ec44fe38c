/**
 * A header navigation item with children (the Studio group): a popover of described links,
 * rendered only once opened (the server sends just the trigger). A sub-menu of the header:
 * it opens after 100 ms of hovering and keeps a 300 ms pointer grace (spec §9).
 */
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import { LazyPopover } from './LazyPopover.tsx';
import { SUB_MENU_DELAYS } from './hover-intent.ts';
import type { NavItem } from './header-items.ts';

export function NavGroup({ item }: { item: NavItem }) {
  return (
    <LazyPopover
      triggerClassName={item.active ? 'nav-link active' : 'nav-link'}
      trigger={
        <>
          {item.icon ? <Icon name={item.icon} /> : null}
          {item.label}
          {item.badge ? <span className="badge">{item.badge}</span> : null}
          <Icon name="i-lucide-chevron-down" className="nav-chevron" />
        </>
      }
      placement="bottom-start"
      hover={SUB_MENU_DELAYS}
      label={item.label}
    >
      {(close) => (
        <ul>
          {(item.children ?? []).map((child) => (
            <li key={child.label}>
              <AppLink
                href={child.to ?? '#'}
                target={child.target}
                className="popover-item"
                aria-current={child.active ? 'page' : undefined}
                onClick={close}
              >
                {child.icon ? <Icon name={child.icon} /> : null}
                <span>
                  <span className="popover-item-title">{child.label}</span>
                  {child.description ? <span className="popover-item-desc">{child.description}</span> : null}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </LazyPopover>
  );
}
