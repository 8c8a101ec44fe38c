/**
 * The Ark half of LazyPopover: the real trigger and the positioned content, downloaded on
 * the reader's first intent. Takes the focus its plain stand-in had when it replaces it.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { TIMINGS } from './timings.ts';

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
  const triggerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the plain trigger
  useEffect(() => {
    if (focusTrigger.current) triggerRef.current?.focus();
  }, []);
  // Mounted closed, then opened: the popover's own opening (focus into it) runs when it opens,
  // not when it mounts open, as it did when the reader's Enter or click came before its code.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
      open={mounted && open}
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
