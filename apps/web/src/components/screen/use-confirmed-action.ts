import type { CallDeclaration, CallInput, ReplyOf } from '@wayfare/contracts';
import { alertStore } from '../../lib/alerts.ts';
import { useCallMutation } from '../../lib/call-query.ts';
import { confirmAction } from '../feedback/confirm-action.tsx';
import { useCanCall } from './use-can-call.ts';
import { useRefreshAreas } from './use-refresh-areas.ts';

/** A call that answers a sentence to show: `{ Message }` or a text reply (spec 000 §7, spec 001 §8). */
export type MessageCall = CallDeclaration & { readonly reply: { readonly kind: 'json' | 'text' } };

export type ConfirmedRun<C> = {
  /** The verb of the prompt: 'disable' in 'Are you sure, you want to disable this country (Ghana)?'. */
  action: string;
  /** Which record, by its name. */
  name: string;
  input: CallInput<C>;
};

const replyText = (reply: unknown) =>
  typeof reply === 'string' ? reply : String((reply as { Message?: unknown } | undefined)?.Message ?? '');

/**
 * An action on a record that is confirmed first (spec 001 §5), then called; its reply's sentence is a
 * success alert and the areas' lists reload (spec 001 §8). A refusal shows in the error alert (the
 * query client's) and clears `pending`, so the action can be tried again. `allowed` is false when the
 * signed-in person lacks the call's right (hide the action then).
 */
export function useConfirmedAction<C extends MessageCall>(
  call: C,
  { item, areas = [call.area] }: { item: string; areas?: readonly string[] },
) {
  const mutation = useCallMutation(call);
  const refresh = useRefreshAreas(areas);
  const allowed = useCanCall(call);

  const run = async ({ action, name, input }: ConfirmedRun<C>) => {
    if (!(await confirmAction({ action, item, name }))) return false;
    const reply: ReplyOf<C> | undefined = await mutation.mutateAsync(input).catch(() => undefined);
    if (reply === undefined) return false;
    const text = replyText(reply);
    if (text) alertStore.success(text);
    await refresh();
    return true;
  };
  return { run, pending: mutation.isPending, allowed };
}
