import { askToConfirm, DESTRUCTIVE_ACTIONS } from '../feedback/confirm-action.tsx';

/**
 * The bulk action's one confirmation, in the single prompt's modal ('Please confirm', Yes / No, Yes in
 * red for an action that takes something away): 'Are you sure, you want to suspend these 3 riders?'.
 */
export function confirmMany({ action, text }: { action: string; text: string }) {
  return askToConfirm({ text, danger: DESTRUCTIVE_ACTIONS.has(action.toLowerCase()) });
}
