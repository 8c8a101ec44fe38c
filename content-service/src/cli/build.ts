/** `npm run build:content`: builds the content database; exits non-zero with every diagnostic on failure. */
import { buildContent } from '../build/build-content.ts';
import { ContentBuildError } from '../errors.ts';
import { tuneGcForBuilds } from '../build/gc-tuning.ts';

tuneGcForBuilds();

const strictLinks = process.argv.includes('--strict-links');
try {
  await buildContent({ strictLinks });
} catch (err) {
  if (!(err instanceof ContentBuildError)) console.error(err);
  process.exitCode = 1;
}
