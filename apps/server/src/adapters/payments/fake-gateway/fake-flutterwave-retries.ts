import type { FakeFlutterwaveTransfer } from './fake-flutterwave-transfer.ts';

/**
 * The fake Flutterwave's `POST /transfers/:id/retries`: only a FAILED transfer may be retried, and only
 * once (a second retry of the same attempt would pay twice); the new attempt gets the next id and the
 * first one's reference with Flutterwave's `_PMCKDU_<n>` suffix, and is queued like a new transfer.
 */
export function retryFakeTransfer(
  transfers: Map<string, FakeFlutterwaveTransfer>,
  id: string,
  nextId: number,
): { transfer: FakeFlutterwaveTransfer } | { status: number; message: string } {
  const failed = [...transfers.values()].find((candidate) => String(candidate.id) === id);
  if (!failed) return { status: 404, message: 'Transfer not found' };
  if (failed.status !== 'FAILED') return { status: 400, message: 'Only failed transfers can be retried' };
  const base = failed.reference.replace(/_PMCKDU_\d+$/, '');
  const attempt = Number(/_PMCKDU_(\d+)$/.exec(failed.reference)?.[1] ?? 0) + 1;
  const reference = `${base}_PMCKDU_${attempt}`;
  if (transfers.has(reference)) return { status: 400, message: 'This transfer has already been retried' };
  return {
    transfer: {
      ...failed,
      id: nextId,
      reference,
      status: 'NEW',
      completeMessage: '',
      createdAt: new Date().toISOString(),
    },
  };
}
