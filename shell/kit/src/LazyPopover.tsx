/**
 * A popover whose content costs nothing until it is opened: the server and the first client
 * render output only a plain, named trigger button (same classes, `aria-haspopup`,
 * `aria-expanded="false"`), so hydration matches; after hydration the Ark popover takes
 * over with `lazyMount` + `unmountOnExit`, so the closed content is never rendered.
 * Optionally opens on mouse hover with the delays of spec §9 it is given (hover-intent.ts:
 * a hover card's 700/300 ms, a sub-menu's 100 ms and 300 ms pointer grace), so passing over
 * it opens nothing.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { useHydrated } from './use-hydrated.ts';
import { TIMINGS } from './timings.ts';
import { createHoverIntent, type HoverDelays } from './hover-intent.ts';

export interface LazyPopoverProps {
  triggerClassName: string;
  /** Accessible name of the trigger when its content is not text (an icon, a flag). */
  triggerLabel?: string;
  trigger: ReactNode;
  placement: 'bottom-start' | 'bottom-end';
  /** Open on mouse hover as well as on click and keyboard, with these delays (hover-intent.ts). */
  hover?: HoverDelays;
  /** Accessible name of the popover. */
  label: string;
  /** The content; `close` closes the popover (after a link is followed). */
  children: (close: () => void) => ReactNode;
}

export function LazyPopover({ triggerClassName, triggerLabel, trigger, placement, hover, label, children }: LazyPopoverProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const intent = useMemo(() => (hover ? createHoverIntent(hover, setOpen) : null), [hover]);
  useEffect(() => () => intent?.cancel(), [intent]);

  if (!hydrated) {
    return (
      <button type="button" className={triggerClassName} aria-label={triggerLabel} aria-haspopup="dialog" aria-expanded="false">
        {trigger}
      </button>
    );
  }

  const onHover = (entering: boolean) => (event: { pointerType: string }) => {
    if (!intent || event.pointerType !== 'mouse') return;
    if (entering) intent.enter();
    else intent.leave();
  };
  const close = () => setOpen(false);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => {
        // A click, a key or Escape decides now: a pending hover change would undo it.
        intent?.cancel();
        setOpen(d.open);
      }}
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
