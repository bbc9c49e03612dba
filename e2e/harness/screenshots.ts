import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// Pictures for a person to look at, written to e2e/screenshots/ (not committed) by `npm run screenshots`;
// nothing compares them, so `npm test` does not spend its time on them.
const folder = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Set by `npm run screenshots`: the journeys save their pictures, and the picture-only tests run. */
export const takingScreenshots = Boolean(process.env.WAYFARE_SCREENSHOTS);

/** The two widths every screen is looked at: a desktop and a phone. */
export const screenshotSizes = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

export type ScreenshotSize = (typeof screenshotSizes)[number];

/**
 * Saves `{name}-{width}x{height}.png` of the page once its fonts are in and its transitions (tabs,
 * drop-downs, accordions) have finished; from the top, since the shell's fixed header is drawn where
 * the window is scrolled to.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  size: ScreenshotSize,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (!takingScreenshots) return;
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({
    path: `${folder}${name}-${size.width}x${size.height}.png`,
    fullPage,
    animations: 'disabled',
  });
}
