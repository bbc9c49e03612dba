import { ReviewKind, type ReviewQueueItem } from '@wayfare/contracts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { useApproveCarDetail } from '../api/approve-car-detail.ts';
import { useApproveLicense } from '../api/approve-license.ts';
import { useMarkAsIncompleteCarDetail } from '../api/mark-as-incomplete-car-detail.ts';
import { useMarkLicenseIncomplete } from '../api/mark-license-incomplete.ts';

/** The success alerts of the car calls, which answer the car rather than a sentence. */
export const reviewTexts = {
  carApproved: (title: string) => `The car ${title} has been approved`,
  carIncomplete: (title: string) => `The car ${title} has been marked as incomplete`,
};

// The queue, and the lists that show the same records' statuses.
const AREAS = ['Onboarding', 'CarDetail', 'Account'];

/**
 * Issue 32: the queue's actions, each the record's own call (its rules, log and notices). Whatever the
 * answer, the record leaves the screen (`done`): approved, or refused because someone else got there
 * first, whose 409 names its state in the error alert; the queue then reloads.
 */
export function useReviewActions(done: (item: ReviewQueueItem) => void) {
  const approveCar = useApproveCarDetail();
  const approveLicence = useApproveLicense();
  const sendBack = useMarkAsIncompleteCarDetail();
  const sendLicenceBack = useMarkLicenseIncomplete();
  const refresh = useRefreshAreas(AREAS);
  const busy =
    approveCar.isPending || approveLicence.isPending || sendBack.isPending || sendLicenceBack.isPending;

  const settle = async (item: ReviewQueueItem, sent: Promise<string>) => {
    const success = await sent.then(
      (text) => text,
      () => null,
    );
    if (success) alertStore.success(success);
    done(item);
    await refresh();
  };

  return {
    busy,
    approve: (item: ReviewQueueItem) =>
      settle(
        item,
        item.Kind === ReviewKind.Car
          ? approveCar
              .mutateAsync({ body: { Id: item.CarId! } })
              .then(() => reviewTexts.carApproved(item.Title))
          : approveLicence.mutateAsync({ body: { Id: item.UserId } }).then((reply) => reply.Message),
      ),
    markIncomplete: (item: ReviewQueueItem, reason: string) =>
      settle(
        item,
        item.Kind === ReviewKind.Car
          ? sendBack
              .mutateAsync({ body: { Id: item.CarId!, Message: reason } })
              .then(() => reviewTexts.carIncomplete(item.Title))
          : sendLicenceBack
              .mutateAsync({ body: { Id: item.UserId, Reason: reason } })
              .then((reply) => reply.Message),
      ),
  };
}
