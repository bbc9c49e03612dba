import {
  authenticateRequest,
  createCityRequest,
  createCountryRequest,
  registerRequest,
  updateCountryRequest,
} from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaKeys, schemaLimits } from './schema-limits.ts';

describe('schemaLimits: what a body schema says of each property', () => {
  it('reads the location calls through requiredText, preprocess wrappers and strictObject', () => {
    expect(schemaLimits(createCountryRequest)).toEqual({
      Id: { required: false, minNumber: 0, maxNumber: 0 },
      Name: { required: true, maxLength: 100 },
      ThreeLetterIsoCode: { required: true, minLength: 3, maxLength: 3 },
      TwoLetterIsoCode: { required: true, minLength: 2, maxLength: 2 },
      Enable: { required: false },
    });
    expect(schemaLimits(updateCountryRequest).Id).toEqual({
      required: true,
      minNumber: 1,
      maxNumber: 2147483647,
    });
    expect(schemaLimits(createCityRequest).StateId).toEqual({
      required: true,
      minNumber: 1,
      maxNumber: 2147483647,
    });
  });

  it('reads the account calls through refine, pipe and transform', () => {
    expect(schemaLimits(registerRequest)).toMatchObject({
      EmailAddress: { required: true, maxLength: 254 },
      PhoneNumber: { required: true },
      Surname: { required: true, maxLength: 100 },
      MiddleName: { required: false, maxLength: 100 },
      Password: { required: true, maxLength: 128 },
    });
    expect(schemaLimits(authenticateRequest).RememberMe).toEqual({ required: false });
  });

  it('treats a minimum length of 1 as the required rule, not as a length', () =>
    expect(schemaLimits(z.object({ a: z.string().min(1), b: z.string().min(2) }))).toEqual({
      a: { required: true },
      b: { required: true, minLength: 2 },
    }));

  it.each([
    ['an exact length', z.string().length(4), { minLength: 4, maxLength: 4 }],
    ['a plain integer (its ±2^53 bounds are no limit)', z.number().int(), {}],
    ['a positive integer', z.number().int().positive(), { minNumber: 1 }],
    ['an integer below 10', z.number().int().lt(10), { maxNumber: 9 }],
    ['a positive decimal (no inclusive bound holds it)', z.number().positive(), {}],
    ['a text or the empty text', z.string().max(4).or(z.literal('')), { maxLength: 4 }],
    [
      'either of two texts (the looser wins)',
      z.union([z.string().max(3), z.string().max(9)]),
      { maxLength: 9 },
    ],
    ['a text or anything', z.union([z.string().max(3), z.custom<unknown>()]), {}],
    [
      'a shared schema written as a $ref',
      z.string().max(6).meta({ id: 'eform-limits-ref' }),
      { maxLength: 6 },
    ],
  ])('reads %s', (_, property, limits) =>
    expect(schemaLimits(z.object({ p: property })).p).toEqual({ required: true, ...limits }),
  );

  it('calls a nullable or optional property not required, even when it is listed', () =>
    expect(schemaLimits(z.object({ a: z.string().nullable(), b: z.string().optional() }))).toEqual({
      a: { required: false },
      b: { required: false },
    }));

  it('says nothing of Required for a required boolean or a required array that may be empty', () =>
    expect(
      schemaLimits(
        z.object({ on: z.boolean(), tags: z.array(z.string()), stops: z.array(z.string()).min(1) }),
      ),
    ).toEqual({ on: {}, tags: {}, stops: { required: true } }));

  it('calls a boolean that must be true required: a box to tick', () =>
    expect(schemaLimits(z.object({ AcceptTerms: z.literal(true) })).AcceptTerms).toEqual({ required: true }));

  it("reads an array of objects' item properties", () =>
    expect(schemaLimits(z.object({ Stops: z.array(z.object({ Name: z.string().max(50) })).min(1) }))).toEqual(
      {
        Stops: { required: true, items: { Name: { required: true, maxLength: 50 } } },
      },
    ));

  it('falls back to one property at a time when the whole schema cannot be described', () => {
    const broken = z.object({
      a: z.string().max(3).meta({ id: 'eform-limits-same' }),
      b: z.number().max(7).meta({ id: 'eform-limits-same' }),
      c: z.string().optional(),
    });
    expect(() => z.toJSONSchema(broken)).toThrow();
    expect(schemaLimits(broken)).toEqual({
      a: { required: true, maxLength: 3 },
      b: { required: true, maxNumber: 7 },
      c: { required: false },
    });
  });

  it('reads only optionality of a property that cannot be described on its own', () => {
    const inner = z.object({
      x: z.string().meta({ id: 'eform-limits-inner' }),
      y: z.number().meta({ id: 'eform-limits-inner' }),
    });
    const broken = z.object({ a: inner, b: inner.optional(), c: z.union([z.boolean(), inner]) });
    expect(schemaLimits(broken)).toEqual({ a: { required: true }, b: { required: false }, c: {} });
  });
});

describe('schemaKeys: the property names of a body', () => {
  it.each([
    [createCountryRequest, ['Id', 'Name', 'ThreeLetterIsoCode', 'TwoLetterIsoCode', 'Enable']],
    [
      registerRequest,
      [
        'EmailAddress',
        'PhoneNumber',
        'Surname',
        'Firstname',
        'MiddleName',
        'Password',
        'ConfirmPassword',
        'ReferralCode',
      ],
    ],
    [z.preprocess((body) => body, z.object({ Id: z.number(), Name: z.string() })), ['Id', 'Name']],
    [z.string(), []],
  ])('%#', (schema, keys) => expect(schemaKeys(schema)).toEqual(keys));

  it('picks the body out of edited values', () => {
    const values = {
      Id: 0,
      Name: 'Ghana',
      TwoLetterIsoCode: 'GH',
      ThreeLetterIsoCode: 'GHA',
      CountryName: 'x',
    };
    const keys = schemaKeys(createCountryRequest);
    const body = Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
    expect(createCountryRequest.safeParse(body).success).toBe(true);
  });
});
