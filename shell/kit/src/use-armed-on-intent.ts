/**
 * For an overlay whose trigger is a plain button until its code is downloaded on intent:
 * the first hover, focus, touch or click starts the download (`preload`) and arms the
 * overlay in a transition, so the plain button stays on screen (and hydration matches the
 * server) until the code is there, then the real trigger replaces it in one commit. When
 * the plain button had keyboard focus at that moment, `hadFocus` tells the real trigger to
 * take it, so a keyboard reader never loses their place.
 */
import { startTransition, useRef, useState, type RefObject } from 'react';

export interface ArmedOnIntent {
  armed: boolean;
  /** Starts the download and arms the overlay (idempotent). */
  arm: () => void;
  hadFocus: RefObject<boolean>;
  /** Handlers for the plain trigger. */
  intentHandlers: { onPointerEnter: () => void; onFocus: () => void; onBlur: () => void; onTouchStart: () => void };
}

export function useArmedOnIntent(preload: () => void): ArmedOnIntent {
  const [armed, setArmed] = useState(false);
  const hadFocus = useRef(false);
  const arm = () => {
    preload();
    if (!armed) startTransition(() => setArmed(true));
  };
  return {
    armed,
    arm,
    hadFocus,
    intentHandlers: {
      onPointerEnter: arm,
      onFocus: () => {
        hadFocus.current = true;
        arm();
      },
      onBlur: () => {
        hadFocus.current = false;
      },
      onTouchStart: arm,
    },
  };
}
