/**
 * The gateway's error page speaks every locale with the kit's own texts, copied into
 * gateway/src/pages/error-page-texts.generated.ts (re-run
 * `node --import tsx shell/kit/scripts/generate-gateway-texts.ts` after changing one).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATEWAY_TEXTS_FILE, gatewayTextsSource } from '../scripts/generate-gateway-texts.ts';

describe("the gateway error page's texts", () => {
  it('are the kit texts of every locale as they are now', async () => {
    expect(readFileSync(GATEWAY_TEXTS_FILE, 'utf8')).toBe(await gatewayTextsSource());
  });
});
