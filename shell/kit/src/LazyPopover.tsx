/**
 * A popover whose code and content cost nothing until a reader reaches for it: the server
 * and the client render only a plain, named trigger button (same classes, `aria-haspopup`,
 * `aria-expanded="false"`), so hydration matches; the first hover, focus, touch or click
 * downloads the Ark popover (PopoverPanel.tsx), which then takes over the trigger, opened if
 * the click came first, with `lazyMount` + `unmountOnExit`, so closed content is never rendered.
 * Optionally opens on mouse hover, with the hover-card delays of spec §9 (open after 700 ms
 * of hovering, close 300 ms after the pointer leaves), so passing over it opens nothing.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from './timings.ts';
import { loadOnIntent } from './load-on-intent.ts';
import { useArmedOnIntent } from './use-armed-on-intent.ts';

const panel = loadOnIntent(() => import('./PopoverPanel.tsx').then((m) => m.PopoverPanel));

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
  const [open, setOpen] = useState(false);
  const intent = useArmedOnIntent(panel.preload);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  const onHover = (next: boolean) => (event: { pointerType: string }) => {
    if (!hover || event.pointerType !== 'mouse') return;
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? TIMINGS.hoverOpenDelayMs : TIMINGS.hoverCloseDelayMs);
  };

  const plain = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={triggerLabel}
      aria-haspopup="dialog"
      aria-expanded="false"
      {...intent.intentHandlers}
      onPointerEnter={(event) => {
        intent.arm();
        onHover(true)(event);
      }}
      onPointerLeave={onHover(false)}
      onClick={() => {
        intent.arm();
        setOpen(true);
      }}
    >
      {trigger}
    </button>
  );
  if (!intent.armed) return <Suspense fallback={plain}>{plain}</Suspense>;
  const Panel = panel.Component;
  return (
    <Suspense fallback={plain}>
      <Panel
        triggerClassName={triggerClassName}
        triggerLabel={triggerLabel}
        trigger={trigger}
        placement={placement}
        label={label}
        open={open}
        setOpen={setOpen}
        onHover={onHover}
        focusTrigger={intent.hadFocus}
      >
        {children}
      </Panel>
    </Suspense>
  );
}
