import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (WCAG 2.1 A and AA rules) and fails listing every serious or
 * critical violation with the elements concerned.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, { label }: { label: string }) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
