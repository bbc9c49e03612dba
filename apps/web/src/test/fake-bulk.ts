import type { BulkCall, BulkFailure } from '@wayfare/contracts';
import { answer, type FakeAnswer } from './fake-api.ts';

/**
 * A fake server's answer to a bulk call (issue 32), as `modules/bulk` answers it: the row is acted on
 * id by id; `act` changes the fake's row and returns the title of its refusal, if it refuses (409).
 */
export const answerBulk = (call: BulkCall, act: (id: never) => string | undefined): FakeAnswer =>
  answer(call, ({ body }) => {
    const ids = (body as { Ids: (number | string)[] }).Ids;
    const Failed: BulkFailure[] = [];
    for (const Id of ids) {
      const refusal = act(Id as never);
      if (refusal) Failed.push({ Id, Status: 409, Title: refusal, Detail: null });
    }
    return { Succeeded: ids.length - Failed.length, Failed } as never;
  });
