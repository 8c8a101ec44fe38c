import type { LandingMeta, LandingRow } from '@site/contracts';

/** What the home loader gives the home view. */
export interface HomeData {
  page: LandingRow;
  /** The page's front matter blocks, read by the loader (the schema reader never ships to browsers). */
  landing: LandingMeta;
  /** Locale of the landing page shown (the default locale's when the visited one has none). */
  contentLocale: string;
}
