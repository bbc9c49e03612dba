#!/usr/bin/env node
// `npm test`: every stage in turn, stopping at the first that fails, then the time each took and the
// tests counted (the unit and API tests' and the journeys', read from their runners' JSON reports).
// The build runs beside the unit and API tests, its output held until they end: none of them reads the
// build (the journeys do), and its quarter minute then hides in theirs, above all in their last files,
// which leave a core idle.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = await mkdtemp(path.join(tmpdir(), 'wayfare-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const stages = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  {
    name: 'unit and API tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
    alongside: { name: 'build', command: 'npm run build' },
  },
  {
    name: 'journeys',
    command: 'npx playwright test -c e2e --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

const run = (command, env) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Runs a command with its output held back: its exit code and what it printed. */
const runQuietly = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
  });

/** Starts a stage's companion at once; resolves with its timing once it and its output are done. */
const startAlongside = ({ name, command }) => {
  console.log(`\n▶ ${name}: ${command} (beside the next stage; its output follows that stage's)`);
  const started = Date.now();
  return runQuietly(command).then(({ code, output }) => ({
    name: `${name} (beside)`,
    ms: Date.now() - started,
    code,
    output,
  }));
};

const readJson = async (file) => {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const timings = [];
let failed;
const started = Date.now();
for (const stage of stages) {
  const companion = stage.alongside && startAlongside(stage.alongside);
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const stageStarted = Date.now();
  const code = await run(stage.command, stage.env);
  timings.push({ name: stage.name, ms: Date.now() - stageStarted, code });
  if (companion) {
    const { output, ...timing } = await companion;
    console.log(`\n▶ ${stage.alongside.name}, which ran beside ${stage.name}:\n${output}`);
    timings.push(timing);
    if (code === 0 && timing.code !== 0) failed = timing.name;
  }
  if (code !== 0) failed = stage.name;
  if (failed) break;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = await readJson(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
const playwright = await readJson(playwrightReport);
if (playwright) {
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
}
await rm(reports, { recursive: true, force: true });

console.log('\nStage times:');
for (const { name, ms, code } of timings) {
  console.log(
    `  ${name.padEnd(20)} ${minutes(ms).padStart(12)}${code === 0 ? '' : `  (failed, exit ${code})`}`,
  );
}
console.log(`  ${'total'.padEnd(20)} ${minutes(Date.now() - started).padStart(12)}`);
if (failed) console.log(`\nStopped: the ${failed} stage failed.`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);
