/** The home page, which the shell renders itself (ARCHITECTURE: the shell owns the home page). */
import { loaderOnDemand, type RemotePage } from '@site/contracts';
import { HomeView } from '../views/HomeView.tsx';
import { HOME_TEXTS } from '../views/i18n/index.ts';
import type { HomeData } from '../views/home-data.ts';

export const HomePage: RemotePage<HomeData> = {
  load: loaderOnDemand(
    () => import('./home-loader.ts'),
    (m) => m.loadHome,
  ),
  Component: HomeView,
  texts: HOME_TEXTS,
};
