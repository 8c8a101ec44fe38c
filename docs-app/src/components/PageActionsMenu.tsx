/**
 * The Ark half of the page actions: the chevron menu (Markdown link, raw view, "Open in"
 * assistants), downloaded on the reader's first intent (see PageActions.tsx). Takes the focus
 * its plain stand-in had when it replaces it. Its typeahead keeps the spec's 1000 ms buffer
 * (useMenuTypeahead), where Ark's own clears after 350 ms.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Icon, TIMINGS, useMenuTypeahead } from '@site/kit';

export interface PageAction {
  value: string;
  icon: string;
  label: string;
  /** A link opened in a new tab; otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
}

export interface PageActionsMenuProps {
  label: string;
  items: PageAction[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True when the plain trigger this replaces had keyboard focus. */
  focusTrigger: RefObject<boolean>;
}

export function PageActionsMenu({ label, items, open, setOpen, focusTrigger }: PageActionsMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const typeahead = useMenuTypeahead(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the plain trigger
  useEffect(() => {
    if (focusTrigger.current) triggerRef.current?.focus();
  }, []);
  return (
    <Menu.Root
      open={open}
      {...typeahead.root}
      onOpenChange={(d) => {
        typeahead.root.onOpenChange();
        setOpen(d.open);
      }}
      positioning={{ placement: 'bottom-end', gutter: TIMINGS.floatingOffsetPx }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger ref={triggerRef} className="btn btn-outline btn-icon" aria-label={label}>
        <Icon name="i-lucide-chevron-down" className="nav-chevron" />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className="popover" onKeyDown={typeahead.onKeyDown}>
          {items.map((item) =>
            item.href ? (
              <Menu.Item key={item.value} value={item.value} className="popover-item" asChild>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={item.icon} />
                  {item.label}
                </a>
              </Menu.Item>
            ) : (
              <Menu.Item key={item.value} value={item.value} className="popover-item" onSelect={item.onSelect}>
                <Icon name={item.icon} />
                {item.label}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
