import * as calls from '@wayfare/contracts/calls';
import type { SummaryFigure } from '../../components/feedback/summary-cards.tsx';
import { useCanCall } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useExpiringDocumentsCount } from './api/get-expiring-documents.ts';

const DAYS = 30;
export const EXPIRING_DOCUMENTS_TITLE = `Documents Expiring In ${DAYS} Days`;
/** The Car Detail Center's tab of the same papers (issue 17 §2). */
const EXPIRING_DOCUMENTS_LIST = `${paths.admin('cardetails')}?expiring=${DAYS}`;

/**
 * issue 17 §2: the count of papers expiring within 30 days, for those who may see CarDetail: the list's
 * total (X-Total-Count) of a one-row page, so the dashboard fetches no rows it does not show.
 */
export function useExpiringDocumentsFigure(): SummaryFigure | null {
  const allowed = useCanCall(calls.CarDetail.GetExpiringDocuments);
  const expiring = useExpiringDocumentsCount(DAYS, { enabled: allowed });
  if (!allowed) return null;
  return {
    title: EXPIRING_DOCUMENTS_TITLE,
    value: expiring.data ? expiring.data.total : expiring.isError ? '—' : '…',
    color: 'orange',
    to: EXPIRING_DOCUMENTS_LIST,
  };
}
