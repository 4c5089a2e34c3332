import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.x A and AA rules) on the page as it is now and fails listing every violation with
 * the elements involved. `exclude` takes CSS selectors for parts that are someone else's concern.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Colours mid-transition (a theme switch, a hover fading out) are not what anyone reads: let every
  // running CSS transition and animation finish first, so contrast is measured on the settled page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, 'axe found accessibility violations').toEqual([]);
}
