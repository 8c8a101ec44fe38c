/**
 * The Ark half of a lazily loaded overlay (a popover, a menu) as it replaces its plain trigger:
 * it takes the focus the plain trigger had, and it mounts closed and then opens, so the
 * overlay's own opening (focus into it, where the arrows and Tab work) runs even when the
 * reader's Enter or click came before its code; mounted open, it never ran.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useLazyOverlay(
  open: boolean,
  focusTrigger: RefObject<boolean>,
): { triggerRef: RefObject<HTMLButtonElement | null>; open: boolean } {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the plain trigger
  useEffect(() => {
    if (focusTrigger.current) triggerRef.current?.focus();
    setMounted(true);
  }, []);
  return { triggerRef, open: mounted && open };
}
