import { onboardingTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { SummaryFigure } from '../../components/feedback/summary-cards.tsx';
import { useCanCall } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useReviewQueueCount } from './api/get-review-queue-count.ts';

/**
 * Issue 32: the onboarding queue's length, for those who may call it (who may approve cars or
 * licences), leading to the queue.
 */
export function useAwaitingReviewFigure(): SummaryFigure | null {
  const allowed = useCanCall(calls.Onboarding.GetReviewQueue);
  const queue = useReviewQueueCount({ enabled: allowed });
  if (!allowed) return null;
  return {
    title: onboardingTexts.awaitingReview,
    value: queue.data ? queue.data.total : queue.isError ? '—' : '…',
    color: 'grape',
    to: paths.admin('onboarding'),
  };
}
