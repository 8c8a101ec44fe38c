import type { LandingRow } from '@site/contracts';

/** What the home loader gives the home view. */
export interface HomeData {
  page: LandingRow;
}
