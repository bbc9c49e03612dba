import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe (WCAG 2.1 A and AA, as the journeys' harness does) on what is rendered now and fails listing
 * each violation with its elements. jsdom draws nothing, so contrast is left "incomplete" here: the
 * colours themselves are proven in app/accessible-colors.test.ts and by the journeys in a browser.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary}`),
  );
  expect(found, 'axe violations').toEqual([]);
}
