import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core's own script, read once per test process. It is put into a page once (a page keeps it across
// scans until it navigates) and run there with `axe.run`: the page has no frames of its own to visit,
// so axe's cross-frame mode, which opens a blank tab for every scan to merge results, only cost time
// (about 40% of each scan, and the tab opening was what timed out on a loaded machine).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RULES: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  expect(page.frames(), 'a page with frames needs axe in each of them').toHaveLength(1);
  const violations = await page.evaluate(
    async ({ exclude, rules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const context =
        exclude.length > 0 ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, rules);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          summary: node.failureSummary,
        })),
      }));
    },
    { exclude: options.exclude ?? [], rules: RULES },
  );
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.summary ?? ''}`).join('\n'),
  );
  expect(report, 'axe found accessibility violations').toEqual([]);
}
