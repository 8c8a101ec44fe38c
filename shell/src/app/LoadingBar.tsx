/** The 3 px navigation progress bar at the top of the page (spec §9); red after an error. */
import { useStore } from '@nanostores/react';
import { LOADING_BAR } from '@site/kit';
import { loadingIndicator } from './loading-indicator.ts';

export function LoadingBar() {
  const { visible, progress, error } = useStore(loadingIndicator.$state);
  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-error={error || undefined}
      style={{
        height: `${LOADING_BAR.heightPx}px`,
        opacity: visible ? 1 : 0,
        transform: `scaleX(${progress / 100})`,
      }}
    />
  );
}
