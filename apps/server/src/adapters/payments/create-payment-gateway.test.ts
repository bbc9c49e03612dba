import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createPayments, TEST_MODE_NOTICE } from './create-payment-gateway.ts';

/** Issue 18 §3: which gateway the server uses, and test mode's keys kept under DATA_DIR. */

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

function recordingLog() {
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('createPayments', () => {
  it('without a secret key: test mode, saying so, with keys generated once under DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'payments-'));
    dirs.push(dir);
    const config = { ...testConfig({ DATA_DIR: dir }), NODE_ENV: 'production' as const };
    const { log, warnings } = recordingLog();
    const first = await createPayments(config, log);
    expect(first.testMode).toBe(true);
    expect(warnings).toEqual([TEST_MODE_NOTICE]);
    const saved = await readFile(join(dir, 'fake-gateway-secrets.json'), 'utf8');
    expect(JSON.parse(saved).paystackSecretKey).toMatch(/^sk_test_[0-9a-f]{40}$/);
    await createPayments(config, log);
    expect(await readFile(join(dir, 'fake-gateway-secrets.json'), 'utf8')).toBe(saved);
  });

  it('with a secret key: Paystack itself, nothing mounted, no notice', async () => {
    const { log, warnings } = recordingLog();
    const payments = await createPayments(testConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }), log);
    expect(payments.testMode).toBe(false);
    expect(payments.gateway.name).toBe('Paystack');
    expect(warnings).toEqual([]);
  });

  it('WALLET_GATEWAY=flutterwave: Flutterwave with its keys; Paystack too when it has its own', async () => {
    const { log, warnings } = recordingLog();
    const flutterwave = await createPayments(
      testConfig({
        WALLET_GATEWAY: 'flutterwave',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x',
        PAYSTACK_SECRET_KEY: 'sk_live_x',
      }),
      log,
    );
    expect(flutterwave.testMode).toBe(false);
    expect(flutterwave.gateway.name).toBe('Flutterwave');
    expect(flutterwave.providers.paystack?.name).toBe('Paystack');
    expect(warnings).toEqual([]);
    // The chosen provider without its key: test mode, whatever the other one has.
    const testMode = await createPayments(
      testConfig({ WALLET_GATEWAY: 'flutterwave', PAYSTACK_SECRET_KEY: 'sk_live_x' }),
      recordingLog().log,
    );
    expect(testMode.testMode).toBe(true);
    expect(testMode.gateway.name).toBe('Flutterwave');
  });

  it("keeps Paystack test keys saved before Flutterwave existed, adding Flutterwave's", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'payments-'));
    dirs.push(dir);
    const file = join(dir, 'fake-gateway-secrets.json');
    await writeFile(
      file,
      JSON.stringify({ paystackSecretKey: 'sk_test_old', paystackPublicKey: 'pk_test_old' }),
    );
    const config = { ...testConfig({ DATA_DIR: dir }), NODE_ENV: 'production' as const };
    await createPayments(config, recordingLog().log);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toMatchObject({
      paystackSecretKey: 'sk_test_old',
      flutterwaveSecretKey: expect.stringMatching(/^FLWSECK_TEST-/),
    });
    expect(saved.flutterwaveWebhookHash).toMatch(/^[0-9a-f]{48}$/);
  });
});
