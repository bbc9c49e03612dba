import { expect, type Page } from '@playwright/test';

/**
 * issue 33: the rider's steps on `/ride` from 'Looking for a driver' to Done (the follow/ and
 * finished/ parts of apps/web/src/features/ride-app), for the journeys to drive a rider's browser
 * with. Each step waits for what the rider would see; none sleeps.
 */

/** The rider's ride is asked for and no driver has taken it yet. */
export async function expectLookingForDriver(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Looking for a driver' })).toBeVisible();
}

/** The driver's card: first name, the plate, and (when given) the car and the rating as the card words them. */
export async function expectDriverCard(
  page: Page,
  driver: { firstname: string; plate: string; car?: string | RegExp; rating?: string | RegExp },
) {
  const card = page.getByRole('group', { name: 'Your driver' });
  await expect(card.getByText(driver.firstname, { exact: true })).toBeVisible();
  await expect(card.getByText(driver.plate, { exact: true })).toBeVisible();
  if (driver.car) await expect(card.getByText(driver.car)).toBeVisible();
  if (driver.rating) await expect(card.getByText(driver.rating)).toBeVisible();
}

/**
 * The headline the rider reads while the ride is on: 'Your driver is 4 min away', 'Arrived: your
 * driver is at the pick-up', 'About 12 min to your destination' (the default: any of the first).
 */
export async function expectEta(
  page: Page,
  text: string | RegExp = /^Your driver is (\d+ min away|on the way)$/,
) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

/** The driver's mark on the ride's map (after the first position the stream sent). */
export async function expectDriverOnMap(page: Page) {
  await expect(page.locator('.ride-app-mark').filter({ hasText: 'Your driver' })).toHaveCount(1);
}

/**
 * Cancel: opens it, checks the rule shown before confirming (`rule`: e.g. /a fee of ₦500/ after the
 * grace, /^Free until/ within it, 'Cancelling is free: no driver has taken your ride yet.' while
 * Pending), gives the reason and confirms. Answers the refusal shown, if the server refused.
 */
export async function cancelRide(
  page: Page,
  { rule, reason = 'Changed my plans' }: { rule: string | RegExp; reason?: string },
) {
  await page.getByRole('button', { name: 'Cancel ride' }).click();
  const asking = page.getByRole('group', { name: 'Cancel ride' });
  await expect(asking.getByText(rule)).toBeVisible();
  await asking.getByRole('radio', { name: reason }).check();
  await asking.getByRole('button', { name: 'Cancel ride' }).click();
  const refusal = asking.getByRole('alert');
  // Cancelled: the question goes with the ride; refused: the server's words stay under it.
  await expect.poll(async () => (await asking.count()) === 0 || (await refusal.count()) > 0).toBe(true);
  return (await asking.count()) > 0 ? refusal.textContent() : null;
}

/**
 * The cancelled ride's screen: who cancelled (e.g. 'You cancelled the ride') and the fee, if any
 * (charged from the wallet, or owed when the wallet was short of it: `owed` then says how much).
 */
export async function expectCancelled(
  page: Page,
  { by, fee, owed }: { by: string; fee: string | null; owed?: string },
) {
  await expect(page.getByText(by, { exact: true })).toBeVisible();
  const said = !fee
    ? 'No fee was charged.'
    : owed
      ? `A cancellation fee of ${fee} applies: ${owed} of it is owed, to pay from your wallet before your next ride.`
      : `A cancellation fee of ${fee} was charged.`;
  await expect(page.getByText(said, { exact: true })).toBeVisible();
}

/** Text to match as it is in a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The completed ride's fare breakdown has these rows (name → value as shown, e.g. Fare → ₦1,800). */
export async function expectFare(page: Page, rows: Record<string, string>) {
  const fare = page.getByRole('table', { name: 'Fare breakdown' });
  for (const [name, value] of Object.entries(rows))
    await expect(
      fare.getByRole('row', { name: new RegExp(`^${literally(name)}\\s+${literally(value)}$`) }),
    ).toBeVisible();
}

/** Downloads the receipt; answers the file's name (receipt-ride-12.pdf) and its bytes. */
export async function downloadReceipt(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), content: Buffer.concat(chunks) };
}

/** Rates the driver (1 to 5 stars, a comment if given) and waits for the thanks. */
export async function rateDriver(
  page: Page,
  { driver, stars, comment }: { driver: string; stars: number; comment?: string },
) {
  const rate = page.getByRole('region', { name: 'Rate your driver' });
  // Mantine's stars are radios drawn by their labels: a pointer clicks the label.
  const star = rate.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}`, exact: true });
  await rate.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  if (comment) await rate.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await rate.getByRole('button', { name: `Rate ${driver}` }).click();
  await expect(
    rate.getByText(`You gave ${driver} ${stars} star${stars === 1 ? '' : 's'}. Thank you`),
  ).toBeVisible();
}

/**
 * Tips the driver `amount` naira; answers what the screen said: the server's message when sent
 * ('₦500 tip sent to the driver of ride #12'), its refusal in words otherwise.
 */
export async function tipDriver(page: Page, amount: number) {
  const tip = page.getByRole('region', { name: 'Tip your driver' });
  await tip.getByRole('textbox', { name: 'Tip (₦)' }).fill(String(amount));
  await tip.getByRole('button', { name: 'Tip', exact: true }).click();
  const said = tip.getByRole('alert').or(tip.getByRole('status'));
  await expect(said).toBeVisible();
  return said.textContent();
}

/** 'Report a problem' about the ride; answers the address of its thread in My Complaints. */
export async function reportProblem(page: Page, { title, message }: { title: string; message: string }) {
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('group', { name: 'Report a problem' });
  await report.getByRole('textbox', { name: 'What went wrong?' }).fill(title);
  await report.getByRole('textbox', { name: 'Tell us more' }).fill(message);
  await report.getByRole('button', { name: 'Send report' }).click();
  const link = page.getByRole('link', { name: 'See your report' });
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

/** Done: the finished ride is put away (the page goes back to booking). */
export async function finishWithDone(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
}
