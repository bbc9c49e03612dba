import { authenticateReply, getMyAdminEndPointsReply, problemDetails } from '@wayfare/contracts';
import Fastify from 'fastify';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerProblemDetails } from './problem-details.ts';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compileByEncoding = (schema: z.ZodType) =>
  encodingSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;

describe('the reply serializer', () => {
  it('sends only the properties the schema declares', () => {
    const serialize = compile(z.object({ Id: z.string(), Name: z.string() }));
    expect(serialize({ Id: 'a', Name: 'b', passwordHash: '$argon2id$secret' })).toBe('{"Id":"a","Name":"b"}');
  });

  it('writes exactly what the encoding serializer writes for the shared reply schemas', () => {
    const samples: [z.ZodType, unknown][] = [
      [
        getMyAdminEndPointsReply,
        [
          {
            Id: 1,
            Name: 'Package',
            CanView: true,
            CanModifyCreate: false,
            CanModifyEdit: true,
            CanModifyDelete: false,
            Extra: 1,
          },
        ],
      ],
      [
        authenticateReply,
        {
          Token: 't',
          RequireNewPassword: false,
          User: {
            Id: 'u',
            EmailAddress: 'a@b.ng',
            Surname: 'S',
            FirstName: 'F',
            HasAdminRole: true,
            AllowAllEndPoints: false,
            AdminEndPoints: [{ Id: 2, Hidden: true }],
          },
        },
      ],
      [problemDetails, { title: 't', status: 400, errors: { A: ['b'] } }],
    ];
    for (const [schema, data] of samples) {
      expect(compile(schema)(data)).toBe(compileByEncoding(schema)(data));
    }
  });

  it('encodes through a codec, where parsing would give the wrong value', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const serialize = compile(z.object({ When: isoDate }));
    expect(serialize({ When: new Date('2026-01-02T03:04:05.000Z') })).toBe(
      '{"When":"2026-01-02T03:04:05.000Z"}',
    );
  });

  it('turns a reply of the wrong shape into a 500 that reveals nothing of it', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    registerProblemDetails(app);
    app.get('/wrong', { schema: { response: { 200: z.object({ Id: z.number() }) } } }, async () => ({
      Id: 'internal-value',
    }));
    const response = await app.inject({ url: '/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toContain('internal-value');
    await app.close();
  });
});
