/**
 * A popover whose code and content cost nothing until a reader reaches for it: the server
 * and the client render only a plain, named trigger button (same classes, `aria-haspopup`,
 * `aria-expanded="false"`), so hydration matches; the first hover, focus, touch or click
 * downloads the Ark popover (PopoverPanel.tsx), which then takes over the trigger, opened if
 * the click came first, with `lazyMount` + `unmountOnExit`, so closed content is never rendered.
 * Optionally opens on mouse hover with the delays of spec §9 it is given (hover-intent.ts:
 * a hover card's 700/300 ms, a sub-menu's 100 ms and 300 ms pointer grace), so passing over
 * it opens nothing.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createHoverIntent, type HoverDelays } from './hover-intent.ts';
import { loadOnIntent } from './load-on-intent.ts';
import { useArmedOnIntent } from './use-armed-on-intent.ts';

const panel = loadOnIntent(() => import('./PopoverPanel.tsx').then((m) => m.PopoverPanel));

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
  const [open, setOpen] = useState(false);
  const intent = useArmedOnIntent(panel.preload);
  // Opened by the mouse resting on it, and not clicked since: a reader's click on the trigger
  // then confirms the open (they reached for it and clicked) instead of closing what the
  // hover had just opened under them, as floating-ui's `stickIfOpen` does.
  const openedByHover = useRef(false);
  const isOpen = useRef(open);
  isOpen.current = open;
  const hoverIntent = useMemo(
    () =>
      hover
        ? createHoverIntent(hover, (next) => {
            openedByHover.current = next && (openedByHover.current || !isOpen.current);
            setOpen(next);
          })
        : null,
    [hover],
  );
  useEffect(() => () => hoverIntent?.cancel(), [hoverIntent]);

  const onHover = (entering: boolean) => (event: { pointerType: string }) => {
    if (!hoverIntent || event.pointerType !== 'mouse') return;
    if (entering) hoverIntent.enter();
    else hoverIntent.leave();
  };
  // A click, a key or Escape decides now: a pending hover change would undo it.
  const decide = (next: boolean) => {
    hoverIntent?.cancel();
    openedByHover.current = false;
    setOpen(next);
  };
  const confirmHoverOpen = () => {
    if (!openedByHover.current) return false;
    decide(true);
    return true;
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
      onClick={(event) => {
        // Focused before the page's script ran (Tab, then Enter, held and replayed once it
        // hydrated): no focus event reached React, but the real trigger must take focus all the same.
        if (event.currentTarget === document.activeElement) intent.hadFocus.current = true;
        intent.arm();
        decide(true);
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
        setOpen={decide}
        onHover={onHover}
        confirmHoverOpen={confirmHoverOpen}
        focusTrigger={intent.hadFocus}
      >
        {children}
      </Panel>
    </Suspense>
  );
}
