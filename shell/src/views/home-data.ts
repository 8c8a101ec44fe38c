import type { LandingRow } from '@site/contracts';

/** What the home loader gives the home view. */
export interface HomeData {
  page: LandingRow;
  /** Locale of the landing page shown (the default locale's when the visited one has none). */
  contentLocale: string;
}
