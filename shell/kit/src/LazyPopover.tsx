/**
 * A popover whose content costs nothing until it is opened: the server and the first client
 * render output only a plain, named trigger button (same classes, `aria-haspopup`,
 * `aria-expanded="false"`), so hydration matches; after hydration the Ark popover takes
 * over with `lazyMount` + `unmountOnExit`, so the closed content is never rendered.
 * Optionally opens on mouse hover (with the hover-card close delay of spec §9).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { useHydrated } from './use-hydrated.ts';

/** Hover-card close delay of spec §9. */
const CLOSE_DELAY_MS = 300;

export interface LazyPopoverProps {
  triggerClassName: string;
  /** Accessible name of the trigger when its content is not text (an icon, a flag). */
  triggerLabel?: string;
  trigger: ReactNode;
  placement: 'bottom-start' | 'bottom-end';
  /** Open on mouse hover as well as on click and keyboard. */
  hover?: boolean;
  /** Accessible name of the popover. */
  label: string;
  /** The content; `close` closes the popover (after a link is followed). */
  children: (close: () => void) => ReactNode;
}

export function LazyPopover({ triggerClassName, triggerLabel, trigger, placement, hover, label, children }: LazyPopoverProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  if (!hydrated) {
    return (
      <button type="button" className={triggerClassName} aria-label={triggerLabel} aria-haspopup="dialog" aria-expanded="false">
        {trigger}
      </button>
    );
  }

  const onHover = (next: boolean) => (event: { pointerType: string }) => {
    if (!hover || event.pointerType !== 'mouse') return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement, gutter: 8 }} lazyMount unmountOnExit>
      <Popover.Trigger
        className={triggerClassName}
        aria-label={triggerLabel}
        onPointerEnter={onHover(true)}
        onPointerLeave={onHover(false)}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content className="popover" aria-label={label} onPointerEnter={onHover(true)} onPointerLeave={onHover(false)}>
          {children(close)}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
