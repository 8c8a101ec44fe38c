/**
 * The Ark half of LazyPopover: the real trigger and the positioned content, downloaded on
 * the reader's first intent. Takes the focus its plain stand-in had when it replaces it.
 */
import type { ReactNode, RefObject } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { TIMINGS } from './timings.ts';
import { useLazyOverlay } from './use-lazy-overlay.ts';

export interface PopoverPanelProps {
  triggerClassName: string;
  triggerLabel?: string;
  trigger: ReactNode;
  placement: 'bottom-start' | 'bottom-end';
  label: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  onHover: (next: boolean) => (event: { pointerType: string }) => void;
  /** True when a click on the trigger should keep open what a hover opened (not toggle it shut). */
  confirmHoverOpen: () => boolean;
  /** True when the plain trigger this replaces had keyboard focus. */
  focusTrigger: RefObject<boolean>;
  children: (close: () => void) => ReactNode;
}

export function PopoverPanel({
  triggerClassName,
  triggerLabel,
  trigger,
  placement,
  label,
  open,
  setOpen,
  onHover,
  confirmHoverOpen,
  focusTrigger,
  children,
}: PopoverPanelProps) {
  const overlay = useLazyOverlay(open, focusTrigger);
  const triggerRef = overlay.triggerRef;
  const close = () => setOpen(false);
  // Closed, focus goes back to the trigger unless something outside the popover has taken it
  // meanwhile: a pick that navigated focuses the new page's h1, and the trigger took it back a
  // frame later when that navigation was quick (into English, whose texts need no download).
  const finalFocus = () => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && !active.closest('.popover') ? active : triggerRef.current;
  };
  return (
    <Popover.Root
      open={overlay.open}
      onOpenChange={(d) => setOpen(d.open)}
      positioning={{ placement, gutter: TIMINGS.floatingOffsetPx }}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        ref={triggerRef}
        className={triggerClassName}
        aria-label={triggerLabel}
        onPointerEnter={onHover(true)}
        onPointerLeave={onHover(false)}
        // Runs before Ark's toggle, which skips a click whose default is prevented.
        onClickCapture={(event) => {
          if (confirmHoverOpen()) event.preventDefault();
        }}
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
