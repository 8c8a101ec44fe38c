/**
 * Binds the drawer gestures (drawer-gestures.ts) to a drawer's content and handle: spread
 * `content` on the drawer panel and `handle` on its grip. Swipes count for touch and pen;
 * a mouse selects text instead.
 */
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { createDrawerGestures, type DrawerGestureOptions } from './drawer-gestures.ts';

export function useDrawerGestures(open: boolean, options: DrawerGestureOptions) {
  const latest = useRef(options);
  latest.current = options;
  const { direction, dismissible, snapPoints } = options;
  const gestures = useMemo(
    () =>
      createDrawerGestures({
        direction,
        dismissible,
        snapPoints,
        onClose: () => latest.current.onClose(),
        onSnap: (index) => latest.current.onSnap?.(index),
        ...(latest.current.clock ? { clock: latest.current.clock } : {}),
      }),
    [direction, dismissible, snapPoints],
  );
  useEffect(() => {
    if (open) gestures.opened();
    return () => gestures.dispose();
  }, [open, gestures]);

  const size = (el: Element) => {
    const box = el.getBoundingClientRect();
    return direction === 'left' || direction === 'right' ? box.width : box.height;
  };
  return {
    content: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'mouse') gestures.dragStart(event.clientX, event.clientY);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'mouse') gestures.dragEnd(event.clientX, event.clientY, size(event.currentTarget));
      },
    },
    handle: {
      onPointerDown: () => gestures.handleDown(),
      onClick: () => gestures.handleClick(),
    },
  };
}
