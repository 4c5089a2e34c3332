import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Every journey's accessibility check rests on this runner: a runner that found nothing would pass them all.
test('the axe check fails on a page with violations, names them, and leaves out only what is excluded', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main>' +
      '<button></button><p style="color:#777;background:#888">faint</p>' +
      '<div id="theirs"><img src="elsewhere.png"></div></main></body></html>',
  );
  const everything = expectNoAxeViolations(page);
  await expect(everything).rejects.toThrow(/button-name \(critical\)/);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast \(serious\)/);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
  const failure = await expectNoAxeViolations(page, { exclude: ['#theirs'] }).catch((error: Error) => error);
  expect(String(failure)).toMatch(/button-name/);
  expect(String(failure)).not.toMatch(/image-alt/);

  await page.setContent(
    '<html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  await expectNoAxeViolations(page);
});
