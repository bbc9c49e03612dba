import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { confirmPrompt } from '@wayfare/contracts';

export type ConfirmRequest = {
  /** The verb, e.g. 'delete', 'disable', 'suspend'. */
  action: string;
  /** What kind of thing, e.g. 'country'. */
  item: string;
  /** Which one, e.g. 'Nigeria'. */
  name: string;
  /** Confirm in red (default: for an action that removes or stops something, DESTRUCTIVE_ACTIONS). */
  danger?: boolean;
};

/** Actions that take something away from someone: their Yes is red, so nobody confirms one by habit. */
export const DESTRUCTIVE_ACTIONS = new Set([
  'delete',
  'remove',
  'disable',
  'suspend',
  'deactivate',
  'cancel',
  'reject',
  'revoke',
]);

export const CONFIRM_LABEL = 'Yes';
export const CANCEL_LABEL = 'No';

/**
 * Asks a yes/no question in the back office's modal ('Please confirm' unless told, Yes / No, Yes in red
 * when `danger`) and resolves true when confirmed, false when declined or dismissed. Needs Mantine's
 * ModalsProvider (mounted by the admin shell, and by the test renderers).
 */
export function askToConfirm({
  text,
  title = 'Please confirm',
  danger = false,
}: {
  text: string;
  title?: string;
  danger?: boolean;
}) {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: CONFIRM_LABEL, cancel: CANCEL_LABEL },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** spec 001 §5: asks 'Are you sure, you want to {action} this {item} ({name})?'. */
export function confirmAction({
  action,
  item,
  name,
  danger = DESTRUCTIVE_ACTIONS.has(action.toLowerCase()),
}: ConfirmRequest) {
  return askToConfirm({ text: confirmPrompt(action, item, name), danger });
}
