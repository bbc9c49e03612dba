import { type CarDetail, CarStatus, Endpoint, MAX_CAR_MESSAGE } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { confirmAction } from '../../../components/feedback/confirm-action.tsx';
import { useCanCall, useRefreshAreas } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { useApproveCarDetail } from '../api/approve-car-detail.ts';
import { useDeleteMyCarDetail } from '../api/delete-my-car-detail.ts';
import { useMarkAsIncompleteCarDetail } from '../api/mark-as-incomplete-car-detail.ts';
import { useSuspendCarDetail } from '../api/suspend-car-detail.ts';
import { askForMessage } from './message-prompt.tsx';

const { ApproveCarDetail, DeleteMyCarDetail } = calls.CarDetail;

/** spec 001 §4, issue 17 §1: the statuses each change starts from. */
const startsFrom = {
  approve: [CarStatus.Pending, CarStatus.RequireExtraInformation, CarStatus.Suspended],
  suspend: [CarStatus.Approved],
  incomplete: [CarStatus.Pending, CarStatus.Approved, CarStatus.Suspended],
} as const;
const may = (change: keyof typeof startsFrom, car: CarDetail) =>
  (startsFrom[change] as readonly number[]).includes(car.Status);

/**
 * DeleteMyCarDetail is open to any signed-in driver (their own car); from the back office it needs
 * CarDetail's delete right, which the server checks too: the button follows that right.
 */
const deleteByAdmin = {
  ...DeleteMyCarDetail,
  access: { kind: 'admin', endpoint: Endpoint.CarDetail, action: 'delete' },
} as const;

const ITEM = 'car';
const AREAS = ['CarDetail'];

/** What each change's success alert says (the calls answer the car, not a sentence). */
export const carActionTexts = {
  approved: (name: string) => `The car ${name} has been approved`,
  suspended: (name: string) => `The car ${name} has been suspended`,
  incomplete: (name: string) => `The car ${name} has been marked as incomplete`,
  // confirmPrompt's words in the order English needs for a two-part verb.
  incompletePrompt: (name: string) => `Are you sure, you want to mark this car (${name}) as incomplete?`,
};

/**
 * issue 17 §5: a car's Approve, Suspend, Mark as Incomplete (asking for the Message) and Delete, each
 * confirmed first and offered only when the car's status and the person's rights allow it.
 */
export function useCarActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const canEdit = useCanCall(ApproveCarDetail);
  const canDelete = useCanCall(deleteByAdmin);
  const approve = useApproveCarDetail();
  const suspend = useSuspendCarDetail();
  const incomplete = useMarkAsIncompleteCarDetail();
  const remove = useDeleteMyCarDetail();
  const refresh = useRefreshAreas(AREAS);
  const pending = approve.isPending || suspend.isPending || incomplete.isPending || remove.isPending;

  // A refusal shows in the error alert (the query client's); the list stays as it was.
  const finish = async (sent: Promise<unknown>, success: (reply: unknown) => string) => {
    const reply = await sent.then(
      (value) => ({ value }),
      () => null,
    );
    if (!reply) return;
    alertStore.success(success(reply.value));
    await refresh();
  };
  const confirmed = (action: string, car: CarDetail) => confirmAction({ action, item: ITEM, name: car.Name });

  const actionsFor = (car: CarDetail): RowAction[] => {
    const actions: RowAction[] = [];
    if (canEdit && may('approve', car))
      actions.push({
        label: 'Approve',
        color: 'green',
        disabled: pending,
        onClick: async () => {
          if (await confirmed('approve', car))
            await finish(approve.mutateAsync({ body: { Id: car.Id } }), () =>
              carActionTexts.approved(car.Name),
            );
        },
      });
    if (canEdit && may('suspend', car))
      actions.push({
        label: 'Suspend',
        color: 'red',
        disabled: pending,
        onClick: async () => {
          if (await confirmed('suspend', car))
            await finish(suspend.mutateAsync({ body: { Id: car.Id } }), () =>
              carActionTexts.suspended(car.Name),
            );
        },
      });
    if (canEdit && may('incomplete', car))
      actions.push({
        label: 'Mark as Incomplete',
        color: 'orange',
        disabled: pending,
        onClick: async () => {
          const Message = await askForMessage({
            question: carActionTexts.incompletePrompt(car.Name),
            limit: MAX_CAR_MESSAGE,
          });
          if (Message)
            await finish(incomplete.mutateAsync({ body: { Id: car.Id, Message } }), () =>
              carActionTexts.incomplete(car.Name),
            );
        },
      });
    if (canDelete)
      actions.push({
        label: 'Delete',
        color: 'red',
        disabled: pending,
        onClick: async () => {
          if (!(await confirmed('delete', car))) return;
          await finish(remove.mutateAsync({ body: { Id: car.Id } }), (reply) => {
            onDeleted?.();
            return String((reply as { Message?: string }).Message ?? '');
          });
        },
      });
    return actions;
  };
  return { actionsFor, canEdit };
}
