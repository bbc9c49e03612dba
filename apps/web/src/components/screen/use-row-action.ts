import type { CallInput } from '@wayfare/contracts';
import type { RowAction } from '../table/table-types.ts';
import { type MessageCall, useConfirmedAction } from './use-confirmed-action.ts';

/** The rows a record action works on: an Id to send and a Name to ask about. */
export type NamedRow = { Id: number | string; Name: string };

export type RowActionOptions<C, Row> = {
  /** The button's label; its lower case is the prompt's verb ('Delete' asks '… to delete this …'). */
  label: string;
  /** The prompt's verb when it is not the label's lower case: 'approve the licence of'. */
  action?: string;
  /** The record's kind in the prompt: 'country'. */
  item: string;
  color?: string;
  /** Areas whose lists reload afterwards; default the call's own. */
  areas?: readonly string[];
  /** What is sent; default the body { Id }. */
  input?: (row: Row) => CallInput<C>;
};

/**
 * A confirmed row action (Delete, Enable, Suspend…) of a declared call, as a table or card button:
 * `null` when the signed-in person may not make the call, disabled while one is under way.
 */
export function useRowAction<C extends MessageCall, Row extends NamedRow>(
  call: C,
  {
    label,
    action = label.toLowerCase(),
    item,
    color,
    areas,
    input = (row) => ({ body: { Id: row.Id } }) as CallInput<C>,
  }: RowActionOptions<C, Row>,
): ((row: Row) => RowAction) | null {
  const { run, pending, allowed } = useConfirmedAction(call, { item, areas });
  if (!allowed) return null;
  return (row) => ({
    label,
    color,
    disabled: pending,
    onClick: () => void run({ action, name: row.Name, input: input(row) }),
  });
}
