/**
 * A popover whose content costs nothing until it is opened: the server and the first client
 * render output only a plain, named trigger button (same classes, `aria-haspopup`,
 * `aria-expanded="false"`), so hydration matches; after hydration the Ark popover takes
 * over with `lazyMount` + `unmountOnExit`, so the closed content is never rendered.
 * Optionally opens on mouse hover, with the hover-card delays of spec §9 (open after 700 ms
 * of hovering, close 300 ms after the pointer leaves), so passing over it opens nothing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { useHydrated } from './use-hydrated.ts';
import { TIMINGS } from './timings.ts';

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
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
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
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? TIMINGS.hoverOpenDelayMs : TIMINGS.hoverCloseDelayMs);
  };
  const close = () => setOpen(false);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      positioning={{ placement, gutter: TIMINGS.floatingOffsetPx }}
      lazyMount
      unmountOnExit
    >
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
