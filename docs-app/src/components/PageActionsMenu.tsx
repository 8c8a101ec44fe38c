/**
 * The Ark half of the page actions: the chevron menu (Markdown link, raw view, "Open in"
 * assistants), downloaded on the reader's first intent (see PageActions.tsx). Takes the focus
 * its plain stand-in had when it replaces it. Its typeahead keeps the spec's 1000 ms buffer
 * (useMenuTypeahead), where Ark's own clears after 350 ms.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { adjacentTabStop, Icon, TIMINGS, useLazyOverlay, useMenuTypeahead } from '@site/kit';

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
  const overlay = useLazyOverlay(open, focusTrigger);
  const triggerRef = overlay.triggerRef;
  const typeahead = useMenuTypeahead(items);
  // Tab closes the menu and moves on from its button, Shift+Tab comes back to the button (APG
  // menu button pattern). Zag's menu keeps Tab in: it cancels a Tab at its edges and every Tab
  // when no item is a tab stop, so a keyboard reader was held there until Escape.
  const leaveOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    const trigger = triggerRef.current;
    setOpen(false);
    if (!trigger) return;
    const next = event.shiftKey ? trigger : adjacentTabStop(trigger, false, event.currentTarget);
    // After the menu has given focus back to its button on closing.
    requestAnimationFrame(() => (next ?? trigger).focus());
  };
  return (
    <Menu.Root
      open={overlay.open}
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
        <Menu.Content className="popover" onKeyDown={typeahead.onKeyDown} onKeyDownCapture={leaveOnTab}>
          {items.map((item) =>
            item.href ? (
              <Menu.Item key={item.value} value={item.value} className="popover-item" asChild>
                {/* Not a tab stop: arrows move between the items (the menu keeps its focus). */}
                <a href={item.href} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
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
