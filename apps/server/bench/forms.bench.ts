/**
 * The form engine in the browser (issue 3): the real <EForm> of packages/eform/src/react, in Debian's
 * Chromium, built by Vite in production mode (React's production build) from packages/eform/bench/.
 *
 * - 300 fields of every type (spec 000 §3.1 codes 1…33 but 18) in 10 groups, opened as an edited record:
 *   first render, then 100 characters typed into one text box. Targets: first render under 150 ms; a key
 *   press re-renders only the touched field and costs under 4 ms.
 * - A table question (TableQuestions 31) of 200 items: first render, adding a 201st item, and typing into a
 *   cell. Target: adding the item under 50 ms.
 * - Times are taken in the page (packages/eform/bench/recorder.ts): from the first listener of the key or
 *   click event to the last DOM change or field render it caused (so React's render, its DOM commit and the
 *   effects it runs at once are inside); field renders are counted through RenderProbeContext. First
 *   render: from root.render() to the layout effect around <EForm>, and with the browser's style and layout.
 * - Every measurement is repeated on fresh page loads (FIRST_RENDER_LOADS); keys are typed one at a time
 *   with the page left to settle between them, as a person types. The page makes no request but its own
 *   files: any other is aborted and reported.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { BenchGlobal, FirstRender, Interaction } from '../../../packages/eform/bench/bench-api.ts';
import { fieldNameOf, TYPED_TEXT_BOX } from '../../../packages/eform/bench/definitions.ts';
import { FieldType } from '../../../packages/eform/src/core/index.ts';
import type { BenchContext } from './run.ts';
import { FORM_TARGETS, median, ms, percentile, spread, worst } from './support/timings.ts';

const PAGE_LOADS = 7;
/** Each page load also renders its form again this many times (warm: the code has run before). */
const REMOUNTS = 3;
// 100 characters, as a person types an address: letters, capitals, digits, spaces and punctuation.
const TYPED_TEXT =
  'Pick me up at Murtala Muhammed airport, gate 2, with two bags and a child seat, please. Thank you!!!';
const CELL_TEXT = ' (needs a child seat)';
const TEXT_BOX = fieldNameOf(FieldType.TextBox, TYPED_TEXT_BOX);
const CELL = 'Name, Passenger 100';
const ADD_BUTTON = 'Add Passenger';
const {
  firstRenderMs: TARGET_FIRST_RENDER_MS,
  keystrokeMs: TARGET_KEYSTROKE_MS,
  addItemMs: TARGET_ADD_ITEM_MS,
} = FORM_TARGETS;
// Quiet time after a key press or click before the next: longer than any frame, short enough for 700 keys.
const SETTLE_MS = 40;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const benchPage = path.join(repoRoot, 'packages/eform/bench');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves the built page's files on loopback (nothing else: no API behind it). */
async function serveFolder(folder: string) {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(folder, pathname === '/' ? 'index.html' : pathname);
    try {
      if (!file.startsWith(folder)) throw new Error('outside the page');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The functions given to page.evaluate run in the page (playwright sends their source): they reach the
// page's API through globalThis only, and this workspace has no DOM types.
async function openForm(page: Page, baseUrl: string, form: 'fields' | 'table') {
  await page.goto(`${baseUrl}/?form=${form}`);
  await page.waitForFunction(() => (globalThis as BenchGlobal).formBench !== undefined);
  const { production, firstRender } = await page.evaluate(() => {
    const api = (globalThis as BenchGlobal).formBench!;
    return { production: api.production, firstRender: api.firstRender };
  });
  if (!production) throw new Error('the benchmark page was not built in production mode');
  // Late work (the country list of the phone fields, images) must not fall into the next measurement.
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(300));
  const again: FirstRender[] = [];
  for (let mount = 0; mount < REMOUNTS; mount++) {
    again.push(await page.evaluate(() => (globalThis as BenchGlobal).formBench!.remount()));
    await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(300));
  }
  return { firstRender, again };
}

/** Types one character at a time, letting the page settle after each; gives one interaction per key. */
async function typeSlowly(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.keyboard.press('End');
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(100));
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.startRecording());
  for (const character of text) {
    await page.keyboard.type(character);
    await page.evaluate((quiet) => (globalThis as BenchGlobal).formBench!.settle(quiet), SETTLE_MS);
  }
  const keys = (await page.evaluate(() => (globalThis as BenchGlobal).formBench!.interactions())).filter(
    (interaction) => interaction.kind === 'keydown',
  );
  if (keys.length !== text.length) throw new Error(`${keys.length} key presses recorded for ${text.length}`);
  const typed = await box.inputValue();
  if (!typed.endsWith(text.trimEnd())) throw new Error(`${label} holds '${typed}' after typing`);
  return keys;
}

async function addItem(page: Page) {
  const rowsBefore = await page.locator('tr[data-item-key]').count();
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.startRecording());
  await page.getByRole('button', { name: ADD_BUTTON }).click();
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(300));
  const clicks = (await page.evaluate(() => (globalThis as BenchGlobal).formBench!.interactions())).filter(
    (interaction) => interaction.kind === 'click',
  );
  const rowsAfter = await page.locator('tr[data-item-key]').count();
  if (rowsAfter !== rowsBefore + 1) throw new Error(`${rowsBefore} rows became ${rowsAfter} on Add`);
  if (clicks.length !== 1) throw new Error(`${clicks.length} clicks recorded for one`);
  return { click: clicks[0]!, rows: rowsAfter };
}

const committed = (interactions: Interaction[]) => {
  const missing = interactions.filter((interaction) => interaction.committedMs === null);
  if (missing.length > 0) throw new Error(`${missing.length} inputs changed nothing in the DOM`);
  return interactions.map((interaction) => interaction.committedMs!);
};

/** '1 (all 700)' or '1 to 3 (1: 690, 3: 10)': the count of fields each input re-rendered. */
const renderCounts = (interactions: Interaction[]) => {
  const counts = interactions.map((interaction) => interaction.renderedFields.length);
  const tally = new Map<number, number>();
  for (const count of counts) tally.set(count, (tally.get(count) ?? 0) + 1);
  if (tally.size === 1) return `${counts[0]} (all ${counts.length})`;
  const parts = [...tally].sort(([a], [b]) => a - b).map(([count, times]) => `${count}: ${times}`);
  return `${Math.min(...counts)} to ${Math.max(...counts)} (${parts.join(', ')})`;
};

const renderedKeys = (interactions: Interaction[]) =>
  [...new Set(interactions.flatMap((interaction) => interaction.renderedFields))].join(', ');

const renderValue = (renders: FirstRender[]) =>
  `commit ${spread(renders.map((r) => r.commitMs))}; with style and layout ${spread(renders.map((r) => r.layoutMs))}; ${renders[0]!.fieldRenders} field renders`;

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Page loads of one form: the first render of each (cold) and its remounts (warm). */
async function openForms(
  ctx: BenchContext,
  page: Page,
  baseUrl: string,
  form: 'fields' | 'table',
  eachLoad: () => Promise<string>,
) {
  const cold: FirstRender[] = [];
  const warm: FirstRender[] = [];
  for (let load = 0; load < PAGE_LOADS; load++) {
    const { firstRender, again } = await openForm(page, baseUrl, form);
    cold.push(firstRender);
    warm.push(...again);
    const after = await eachLoad();
    ctx.log(
      `${form}, load ${load + 1}: first render ${ms(firstRender.commitMs)}, again ${again.map((r) => ms(r.commitMs)).join(', ')}; ${after}`,
    );
  }
  return { cold, warm };
}

async function measureManyFields(page: Page, baseUrl: string, ctx: BenchContext) {
  const keys: Interaction[] = [];
  const { cold, warm } = await openForms(ctx, page, baseUrl, 'fields', async () => {
    const typed = await typeSlowly(page, TEXT_BOX, TYPED_TEXT);
    keys.push(...typed);
    return `key press median ${ms(median(committed(typed)))}`;
  });
  const keyTimes = committed(keys);
  ctx.report({
    case: `first render, 300 fields, fresh page (${cold.length} loads)`,
    value: renderValue(cold),
  });
  ctx.report({ case: `first render, 300 fields, rendered again (${warm.length})`, value: renderValue(warm) });
  ctx.report({
    case: `key press in a text box of 300 fields (${keys.length} keys)`,
    value: `${spread(keyTimes)}; fields re-rendered per key: ${renderCounts(keys)} [${renderedKeys(keys)}]`,
  });
  const commits = (renders: FirstRender[]) => renders.map((render) => render.commitMs);
  return [
    `first render of 300 fields under ${TARGET_FIRST_RENDER_MS} ms: fresh page ${verdict(median(commits(cold)) < TARGET_FIRST_RENDER_MS)} (median ${ms(median(commits(cold)))}, worst ${ms(worst(commits(cold)))}), rendered again ${verdict(median(commits(warm)) < TARGET_FIRST_RENDER_MS)} (median ${ms(median(commits(warm)))}, worst ${ms(worst(commits(warm)))})`,
    `key press under ${TARGET_KEYSTROKE_MS} ms re-rendering only the touched field: ${verdict(
      percentile(keyTimes, 95) < TARGET_KEYSTROKE_MS && keys.every((key) => key.renderedFields.length === 1),
    )} (median ${ms(median(keyTimes))}, p95 ${ms(percentile(keyTimes, 95))}, fields per key ${renderCounts(keys)})`,
  ];
}

/**
 * The 300 fields' first render in a new tab each time, as on a first visit: the page loads reloaded in one
 * tab above can reuse what the tab's renderer compiled for the load before; a new tab has nothing.
 */
async function measureNewTabs(openTab: () => Promise<Page>, baseUrl: string, ctx: BenchContext) {
  const renders: FirstRender[] = [];
  for (let load = 0; load < PAGE_LOADS; load++) {
    const page = await openTab();
    await page.goto(`${baseUrl}/?form=fields`);
    await page.waitForFunction(() => (globalThis as BenchGlobal).formBench !== undefined);
    renders.push(await page.evaluate(() => (globalThis as BenchGlobal).formBench!.firstRender));
    await page.context().close();
  }
  const commits = renders.map((render) => render.commitMs);
  ctx.log(`fields, new tabs: first render ${commits.map(ms).join(', ')}`);
  ctx.report({
    case: `first render, 300 fields, new tab (${renders.length} loads)`,
    value: renderValue(renders),
  });
  return `first render of 300 fields under ${TARGET_FIRST_RENDER_MS} ms in a new tab: ${verdict(median(commits) < TARGET_FIRST_RENDER_MS)} (median ${ms(median(commits))}, worst ${ms(worst(commits))})`;
}

async function measureBigTable(page: Page, baseUrl: string, ctx: BenchContext) {
  const adds: Interaction[] = [];
  const cellKeys: Interaction[] = [];
  const { cold, warm } = await openForms(ctx, page, baseUrl, 'table', async () => {
    const { click, rows } = await addItem(page);
    adds.push(click);
    cellKeys.push(...(await typeSlowly(page, CELL, CELL_TEXT)));
    return `add item ${ms(click.committedMs ?? Number.NaN)} (${rows} rows)`;
  });
  const addTimes = committed(adds);
  const cellTimes = committed(cellKeys);
  ctx.report({
    case: `first render, 200 items, fresh page (${cold.length} loads)`,
    value: renderValue(cold),
  });
  ctx.report({ case: `first render, 200 items, rendered again (${warm.length})`, value: renderValue(warm) });
  ctx.report({
    case: `add the 201st item (${adds.length} times)`,
    value: `${spread(addTimes)}; first DOM change ${spread(adds.map((add) => add.firstCommitMs!))}; fields rendered: ${renderCounts(adds)}`,
  });
  ctx.report({
    case: `key press in a cell of 201 items (${cellKeys.length} keys)`,
    value: `${spread(cellTimes)}; fields re-rendered per key: ${renderCounts(cellKeys)} [${renderedKeys(cellKeys)}]`,
  });
  return [
    `adding an item to 200 under ${TARGET_ADD_ITEM_MS} ms: ${verdict(percentile(addTimes, 95) < TARGET_ADD_ITEM_MS)} (median ${ms(median(addTimes))}, worst ${ms(worst(addTimes))})`,
  ];
}

export default async function formsBench(ctx: BenchContext) {
  const pageDir = path.join(ctx.workDir, 'page');
  ctx.log('building the benchmark page (Vite, production mode)');
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/vite'),
    [
      'build',
      '--config',
      path.join(benchPage, 'vite.config.ts'),
      '--outDir',
      pageDir,
      '--mode',
      'production',
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const site = await serveFolder(pageDir);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const refused: string[] = [];
    const errors: string[] = [];
    /** A tab of its own browser context (nothing cached from another), allowed to reach the page only. */
    const openTab = async () => {
      const context = await browser!.newContext({ viewport: { width: 1366, height: 900 } });
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(site.url) || url.startsWith('data:')) return route.continue();
        refused.push(url);
        return route.abort();
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      return page;
    };

    const load1 = loadavg()[0]!;
    const page = await openTab();
    const verdicts = [
      ...(await measureManyFields(page, site.url, ctx)),
      await measureNewTabs(openTab, site.url, ctx),
      ...(await measureBigTable(page, site.url, ctx)),
    ];
    ctx.note(
      `Chromium ${browser.version()}, React production build, ${cpus().length} CPUs at load average ${load1.toFixed(1)} (start) and ${loadavg()[0]!.toFixed(1)} (end)`,
    );
    for (const text of verdicts) ctx.note(text);
    if (refused.length > 0) ctx.note(`requests refused (the page must make none): ${refused.join(', ')}`);
    if (errors.length > 0) ctx.note(`errors in the page: ${[...new Set(errors)].join(' | ')}`);
  } finally {
    await browser?.close();
    await site.stop();
  }
}
