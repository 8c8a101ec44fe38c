/**
 * Where the page's toasts appear (mounted once by the shell). Nothing is rendered, and no
 * toast code is loaded, until something calls `notify`: then the toast list loads and shows.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $toastsWanted } from './toaster.ts';

const ToastList = lazy(() => import('./ToastList.tsx'));

export function Toasts() {
  const wanted = useStore($toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
