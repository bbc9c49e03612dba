/**
 * The form engine in the browser (issues 3 and 13 §6): the real <EForm> of packages/eform/src/react, in Debian's
 * Chromium, built by Vite in production mode (React's production build) from apps/web/bench/forms/, against
 * SurveyJS and react-jsonschema-form rendering the same 300 fields on the same page.
 *
 * - The largest real form of the product (a driver's account with their car, 26 fields): first render.
 * - 300 fields of every type (spec 000 §3.1 codes 1…33 but 18) in 10 groups, opened as an edited record: the
 *   time to the first screen drawn (this engine draws its first 40 fields at once and the rest in idle chunks)
 *   and to the complete form in the DOM; then characters typed into one text box (a key press re-renders only
 *   the touched field).
 * - The same 300 fields with SurveyJS (survey-core's Model and survey-react-ui's <Survey>) and with
 *   react-jsonschema-form (@rjsf/core's Form, ajv8), each field type mapped to the library's closest question
 *   or widget (apps/web/bench/forms/peers.ts), timed by the same recorder (apps/web/bench/forms/first-render.ts):
 *   from root.render() to the first frame drawn with the first screen in the DOM, and to the complete form in
 *   the DOM.
 * - A table question (TableQuestions 31) of 200 items (virtualised over 50 rows): first render, adding a 201st
 *   item, and typing into its first cell.
 * - Each page load is a new tab (nothing compiled or cached from another), and the loads are interleaved:
 *   every round opens the account form, this engine's 300 fields, SurveyJS's and rjsf's, in an order that
 *   turns each round, then the table.
 * - Key presses and clicks are timed in the page (apps/web/bench/forms/recorder.ts): from the first listener of
 *   the event to the last DOM change or field render it caused (React's render, its DOM commit and the effects
 *   it runs at once inside); field renders are counted through RenderProbeContext.
 *
 * Targets (support/timings.ts FORM_TARGETS): the account form and the 300 fields' first screen drawn under
 * 150 ms, the 300 fields complete within a second, a key press under 4 ms re-rendering one field, adding the
 * 201st item under 50 ms; this engine's first screen sooner than both libraries'.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { FieldType } from '../../../packages/eform/src/core/index.ts';
import type {
  BenchForm,
  BenchGlobal,
  BenchLibrary,
  FirstRender,
  Interaction,
} from '../../web/bench/forms/bench-api.ts';
import { fieldNameOf, TYPED_TEXT_BOX } from '../../web/bench/forms/definitions.ts';
import type { BenchContext } from './run.ts';
import { FORM_TARGETS, median, ms, percentile, spread, worst } from './support/timings.ts';

/** Rounds of page loads; each round loads every variant once. FORMS_BENCH_ROUNDS overrides it. */
const ROUNDS = Number(process.env.FORMS_BENCH_ROUNDS) || 9;
// 40 characters per round, as a person types an address: letters, capitals, digits, spaces and punctuation.
const TYPED_TEXT = 'Murtala Muhammed airport, gate 2, bags!!';
const CELL_TEXT = 'Ada (child seat)';
const TEXT_BOX = fieldNameOf(FieldType.TextBox, TYPED_TEXT_BOX);
const NEW_CELL = 'Name, Passenger 201';
const ADD_BUTTON = 'Add Passenger';
const {
  firstRenderMs: TARGET_FIRST_SCREEN_MS,
  completeMs: TARGET_COMPLETE_MS,
  keystrokeMs: TARGET_KEYSTROKE_MS,
  addItemMs: TARGET_ADD_ITEM_MS,
} = FORM_TARGETS;
// Quiet time after a key press or click before the next: longer than any frame, short enough for many keys.
const SETTLE_MS = 40;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const benchPage = path.join(repoRoot, 'apps/web/bench/forms');

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

type Variant = { form: BenchForm; library: BenchLibrary; label: string };
const ACCOUNT: Variant = { form: 'account', library: 'ours', label: 'account form (26 fields)' };
const OURS: Variant = { form: 'fields', library: 'ours', label: '300 fields, this engine' };
const SURVEYJS: Variant = { form: 'fields', library: 'surveyjs', label: '300 fields, SurveyJS' };
const RJSF: Variant = { form: 'fields', library: 'rjsf', label: '300 fields, rjsf' };
const TABLE: Variant = { form: 'table', library: 'ours', label: '200-item table' };
const ROTATED = [ACCOUNT, OURS, SURVEYJS, RJSF];

// The functions given to page.evaluate run in the page (playwright sends their source): they reach the
// page's API through globalThis only, and this workspace has no DOM types.
async function openForm(page: Page, baseUrl: string, variant: Variant) {
  await page.goto(`${baseUrl}/?form=${variant.form}&lib=${variant.library}`);
  // Polled by timer, not on every frame: the page's own frames are what is measured.
  await page.waitForFunction(() => (globalThis as BenchGlobal).formBench !== undefined, undefined, {
    polling: 100,
    timeout: 60_000,
  });
  const { production, library, firstRender } = await page.evaluate(() => {
    const api = (globalThis as BenchGlobal).formBench!;
    return { production: api.production, library: api.library, firstRender: api.firstRender };
  });
  if (!production) throw new Error('the benchmark page was not built in production mode');
  if (library !== variant.library)
    throw new Error(`asked for ${variant.library}, the page rendered ${library}`);
  // Late work (the country list of the phone fields, images) must not fall into the next measurement.
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(300));
  return firstRender;
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

/** Adds the 201st item; the table counts its rows for screen readers (aria-rowcount: items and the header). */
async function addItem(page: Page) {
  const table = page.getByRole('table', { name: 'Passengers' });
  const rowsBefore = Number(await table.getAttribute('aria-rowcount'));
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.startRecording());
  await page.getByRole('button', { name: ADD_BUTTON }).click();
  await page.evaluate(() => (globalThis as BenchGlobal).formBench!.settle(300));
  const clicks = (await page.evaluate(() => (globalThis as BenchGlobal).formBench!.interactions())).filter(
    (interaction) => interaction.kind === 'click',
  );
  const rowsAfter = Number(await table.getAttribute('aria-rowcount'));
  if (rowsAfter !== rowsBefore + 1) throw new Error(`${rowsBefore} rows became ${rowsAfter} on Add`);
  if (clicks.length !== 1) throw new Error(`${clicks.length} clicks recorded for one`);
  const mounted = await page.locator('tr[data-item-key]').count();
  return { click: clicks[0]!, items: rowsAfter - 1, mounted };
}

const committed = (interactions: Interaction[]) => {
  const missing = interactions.filter((interaction) => interaction.committedMs === null);
  if (missing.length > 0) throw new Error(`${missing.length} inputs changed nothing in the DOM`);
  return interactions.map((interaction) => interaction.committedMs!);
};

/** '1 (all 280)' or '1 to 3 (1: 270, 3: 10)': the count of fields each input re-rendered. */
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

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

type Loads = Map<Variant, FirstRender[]>;
const pick = (loads: FirstRender[], key: 'firstScreenMs' | 'completeMs' | 'completePaintMs') =>
  loads.map((load) => load[key]);

function reportLoads(ctx: BenchContext, variant: Variant, loads: FirstRender[]) {
  const renders = variant.library === 'ours' ? `; ${loads[0]!.fieldRenders} field renders` : '';
  ctx.report({
    case: `${variant.label}: first screen drawn (${loads.length} new tabs)`,
    value: spread(pick(loads, 'firstScreenMs')),
  });
  ctx.report({
    case: `${variant.label}: complete in the DOM`,
    value: `${spread(pick(loads, 'completeMs'))}; drawn ${ms(median(pick(loads, 'completePaintMs')))}; ${loads[0]!.elements} elements${renders}`,
  });
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
    const loads: Loads = new Map([...ROTATED, TABLE].map((variant) => [variant, []]));
    const keys: Interaction[] = [];
    const adds: Interaction[] = [];
    const cellKeys: Interaction[] = [];
    /** Per round: this engine's time over each library's, first screen and complete. */
    const roundRatios: { first: [number, number]; complete: [number, number] }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = ROTATED.map((_, i) => ROTATED[(i + round) % ROTATED.length]!);
      const line: string[] = [];
      const thisRound = new Map<Variant, FirstRender>();
      for (const variant of order) {
        const page = await openTab();
        const firstRender = await openForm(page, site.url, variant);
        loads.get(variant)!.push(firstRender);
        thisRound.set(variant, firstRender);
        line.push(
          `${variant.library === 'ours' ? variant.form : variant.library} ${ms(firstRender.firstScreenMs)} / ${ms(firstRender.completeMs)}`,
        );
        if (variant === OURS) {
          const typed = await typeSlowly(page, TEXT_BOX, TYPED_TEXT);
          keys.push(...typed);
          line.push(`key ${ms(median(committed(typed)))}`);
        }
        await page.context().close();
      }
      const ours = thisRound.get(OURS)!;
      const [survey, rjsf] = [thisRound.get(SURVEYJS)!, thisRound.get(RJSF)!];
      roundRatios.push({
        first: [ours.firstScreenMs / survey.firstScreenMs, ours.firstScreenMs / rjsf.firstScreenMs],
        complete: [ours.completeMs / survey.completeMs, ours.completeMs / rjsf.completeMs],
      });
      const page = await openTab();
      loads.get(TABLE)!.push(await openForm(page, site.url, TABLE));
      const { click, items, mounted } = await addItem(page);
      adds.push(click);
      cellKeys.push(...(await typeSlowly(page, NEW_CELL, CELL_TEXT)));
      await page.context().close();
      line.push(`table add ${ms(click.committedMs ?? Number.NaN)} (${items} items, ${mounted} rows mounted)`);
      ctx.log(`round ${round + 1} (first screen / complete): ${line.join('; ')}`);
    }

    for (const [variant, variantLoads] of loads) reportLoads(ctx, variant, variantLoads);
    const keyTimes = committed(keys);
    const addTimes = committed(adds);
    const cellTimes = committed(cellKeys);
    ctx.report({
      case: `key press in a text box of 300 fields (${keys.length} keys)`,
      value: `${spread(keyTimes)}; fields re-rendered per key: ${renderCounts(keys)} [${renderedKeys(keys)}]`,
    });
    ctx.report({
      case: `add the 201st item (${adds.length} times)`,
      value: `${spread(addTimes)}; first DOM change ${spread(adds.map((add) => add.firstCommitMs!))}; fields rendered: ${renderCounts(adds)}`,
    });
    ctx.report({
      case: `key press in the new row's cell (${cellKeys.length} keys)`,
      value: `${spread(cellTimes)}; fields re-rendered per key: ${renderCounts(cellKeys)}`,
    });

    const medianOf = (variant: Variant, key: 'firstScreenMs' | 'completeMs') =>
      median(pick(loads.get(variant)!, key));
    const range = (values: number[]) =>
      `${Math.min(...values).toFixed(2)} to ${Math.max(...values).toFixed(2)}`;
    for (const [i, peer] of [SURVEYJS, RJSF].entries()) {
      const name = peer.library === 'surveyjs' ? 'SurveyJS' : 'rjsf';
      ctx.report({
        case: `this engine / ${name}, 300 fields`,
        value: `first screen ${ratio(medianOf(OURS, 'firstScreenMs'), medianOf(peer, 'firstScreenMs'))} (per round ${range(roundRatios.map((r) => r.first[i]!))}); complete ${ratio(medianOf(OURS, 'completeMs'), medianOf(peer, 'completeMs'))} (per round ${range(roundRatios.map((r) => r.complete[i]!))})`,
      });
    }

    ctx.note(
      `Chromium ${browser.version()}, React production build, ${cpus().length} CPUs at load average ${load1.toFixed(1)} (start) and ${loadavg()[0]!.toFixed(1)} (end)`,
    );
    const account = pick(loads.get(ACCOUNT)!, 'firstScreenMs');
    const first = pick(loads.get(OURS)!, 'firstScreenMs');
    const complete = pick(loads.get(OURS)!, 'completeMs');
    ctx.note(
      `the account form drawn under ${TARGET_FIRST_SCREEN_MS} ms: ${verdict(median(account) < TARGET_FIRST_SCREEN_MS)} (median ${ms(median(account))}, worst ${ms(worst(account))})`,
    );
    ctx.note(
      `the 300 fields' first screen drawn under ${TARGET_FIRST_SCREEN_MS} ms: ${verdict(median(first) < TARGET_FIRST_SCREEN_MS)} (median ${ms(median(first))}, worst ${ms(worst(first))}); complete within ${TARGET_COMPLETE_MS} ms: ${verdict(worst(complete) < TARGET_COMPLETE_MS)} (median ${ms(median(complete))}, worst ${ms(worst(complete))})`,
    );
    const sooner = [SURVEYJS, RJSF].every(
      (peer) => medianOf(OURS, 'firstScreenMs') < medianOf(peer, 'firstScreenMs'),
    );
    ctx.note(
      `first screen sooner than SurveyJS's and rjsf's: ${verdict(sooner)} (medians ${ms(medianOf(OURS, 'firstScreenMs'))}, ${ms(medianOf(SURVEYJS, 'firstScreenMs'))}, ${ms(medianOf(RJSF, 'firstScreenMs'))})`,
    );
    ctx.note(
      `key press under ${TARGET_KEYSTROKE_MS} ms re-rendering only the touched field: ${verdict(
        percentile(keyTimes, 95) < TARGET_KEYSTROKE_MS &&
          keys.every((key) => key.renderedFields.length === 1),
      )} (median ${ms(median(keyTimes))}, p95 ${ms(percentile(keyTimes, 95))}, fields per key ${renderCounts(keys)})`,
    );
    ctx.note(
      `adding an item to 200 under ${TARGET_ADD_ITEM_MS} ms: ${verdict(percentile(addTimes, 95) < TARGET_ADD_ITEM_MS)} (median ${ms(median(addTimes))}, worst ${ms(worst(addTimes))})`,
    );
    if (refused.length > 0) ctx.note(`requests refused (the page must make none): ${refused.join(', ')}`);
    if (errors.length > 0) ctx.note(`errors in the page: ${[...new Set(errors)].join(' | ')}`);
  } finally {
    await browser?.close();
    await site.stop();
  }
}
