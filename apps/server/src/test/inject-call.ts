import { type CallDeclaration, EVENT_STREAM_TYPE, isStreamCall } from '@wayfare/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * `app.inject` for any declared call. A stream call's open stream never ends, so it is answered as
 * soon as its headers are sent and then closed, as a client going away would (its body: empty); a
 * refusal, or any other call's reply, is read whole as usual.
 */
export async function injectCall(
  app: FastifyInstance,
  call: CallDeclaration,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (!isStreamCall(call)) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const raw = response.raw.res as unknown as { destroy: () => void };
  let body = '';
  if (String(response.headers['content-type'] ?? '').startsWith(EVENT_STREAM_TYPE)) raw.destroy();
  else for await (const chunk of response.stream()) body += chunk;
  return Object.assign(response, {
    body,
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body),
  });
}
