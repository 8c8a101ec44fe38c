/** A header navigation item with children (the Studio group): a popover of described links. */
import { useState } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';
import type { NavItem } from './header-items.ts';

export function NavGroup({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-start', gutter: 8 }}>
      <Popover.Trigger className={item.active ? 'nav-link active' : 'nav-link'}>
        {item.icon ? <Icon name={item.icon} /> : null}
        {item.label}
        {item.badge ? <span className="badge">{item.badge}</span> : null}
        <Icon name="i-lucide-chevron-down" className="nav-chevron" />
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content className="popover" aria-label={item.label}>
          <ul>
            {(item.children ?? []).map((child) => (
              <li key={child.label}>
                <AppLink
                  href={child.to ?? '#'}
                  target={child.target}
                  className="popover-item"
                  aria-current={child.active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
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
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
