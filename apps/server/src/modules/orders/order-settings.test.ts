import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config.ts';

const read = (env: Record<string, string>) => readConfig({ NODE_ENV: 'test', ...env });

describe('VAT_PERCENT and ORDER_GATEWAYS (issue 19 §1)', () => {
  it('default to 7.5 % and all four gateways', () => {
    expect(read({})).toMatchObject({ VAT_PERCENT: 7.5, ORDER_GATEWAYS: [1, 2, 3, 4] });
  });

  it('read a rate with two decimals and gateways by name, in any case and order, once each', () => {
    expect(read({ VAT_PERCENT: '12.25', ORDER_GATEWAYS: ' Flutterwave, cash ,CASH' })).toMatchObject({
      VAT_PERCENT: 12.25,
      ORDER_GATEWAYS: [2, 4],
    });
  });

  it.each([
    [{ VAT_PERCENT: '7.555' }, 'VAT_PERCENT has at most two decimals'],
    [{ VAT_PERCENT: '-1' }, 'VAT_PERCENT'],
    [{ ORDER_GATEWAYS: 'paystack,bitcoin' }, 'ORDER_GATEWAYS lists paystack, cash, wallet or flutterwave'],
    [{ ORDER_GATEWAYS: ' , ' }, 'ORDER_GATEWAYS lists paystack, cash, wallet or flutterwave'],
  ])('refuse %o', (env, message) => {
    expect(() => read(env)).toThrow(ConfigError);
    expect(() => read(env)).toThrow(message);
  });
});
