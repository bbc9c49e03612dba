import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// The pages run under the server's Content-Security-Policy (no eval, scripts from the site only): nothing
// they load may trip it. A violation is reported even when the code that caused it catches the refusal,
// as zod's probe for `new Function` did before zod was told it runs without eval.
test('the public, account and admin pages load without a Content-Security-Policy violation', async ({
  page,
  admin,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const violations = () => page.evaluate(() => (globalThis as { cspViolations?: string[] }).cspViolations);

  for (const path of ['/', '/account/login', '/account/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  expect(await violations(), '/admin/home').toEqual([]);
  await page.goto('/admin/eforms');
  await expect(page.getByRole('form', { name: /^Preview of/ })).toBeVisible();
  expect(await violations(), '/admin/eforms').toEqual([]);
});
