import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CANCEL_LABEL, CONFIRM_LABEL, DESTRUCTIVE_ACTIONS } from '../feedback/confirm-action.tsx';

/**
 * The bulk action's one confirmation, in the single prompt's modal ('Please confirm', Yes / No, Yes in
 * red for an action that takes something away): 'Are you sure, you want to suspend these 3 riders?'.
 */
export function confirmMany({ action, text }: { action: string; text: string }) {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title: 'Please confirm',
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: CONFIRM_LABEL, cancel: CANCEL_LABEL },
      confirmProps: DESTRUCTIVE_ACTIONS.has(action.toLowerCase()) ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
