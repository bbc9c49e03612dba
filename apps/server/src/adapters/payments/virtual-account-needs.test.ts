import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createPayments } from './create-payment-gateway.ts';
import { lackedDetails } from './payment-gateway.ts';

/** issue 29 §1: what each provider needs of a person before it opens a dedicated account, in one member. */

const silent = { warn: () => {} } as unknown as FastifyBaseLogger;
const someone = { firstname: 'Ada', surname: 'Obi', phoneNumber: '08031234567', hasBvn: true };

describe('virtualAccountNeeds', () => {
  it('Paystack needs the names and the phone number; Flutterwave the BVN', async () => {
    const keys = { PAYSTACK_SECRET_KEY: 'sk_live_x', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x' };
    const { gateway: flutterwave, providers } = await createPayments(
      testConfig({ ...keys, WALLET_GATEWAY: 'flutterwave' }),
      silent,
    );
    expect(providers.paystack?.virtualAccountNeeds).toEqual(['Firstname', 'Surname', 'PhoneNumber']);
    expect(flutterwave.virtualAccountNeeds).toEqual(['Bvn']);
  });

  it('a blank name or phone number, or no BVN, is lacked; only what is needed is named', () => {
    const all = ['Firstname', 'Surname', 'PhoneNumber', 'Bvn'] as const;
    expect(lackedDetails(all, someone)).toEqual([]);
    expect(lackedDetails(all, { firstname: ' ', surname: '', phoneNumber: null, hasBvn: false })).toEqual(
      all,
    );
    expect(lackedDetails(['Bvn'], { ...someone, phoneNumber: '  ' })).toEqual([]);
  });
});
