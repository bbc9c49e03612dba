import type { Complaint } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useNavigate, useParams } from 'react-router';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { COMPLAINT_CENTER, COMPLAINTS_PAGE } from './complaint-center.ts';
import { complaintColumns } from './complaint-columns.tsx';
import { ComplaintDetail } from './record/complaint-detail.tsx';

/**
 * spec 001 §2, issue 17 §5: /admin/complaints (Pending first, then newest) and a complaint's page at
 * /admin/complaints/{id}, for those who may see the Complaint endpoint.
 */
export function ComplaintsScreen() {
  const { id } = useParams();
  return (
    <PermittedScreen call={calls.Complaint.GetComplaints}>
      {id ? <ComplaintDetail id={id} /> : <ComplaintList />}
    </PermittedScreen>
  );
}

function ComplaintList() {
  const navigate = useNavigate();
  const list = useListPage({
    call: calls.Complaint.GetComplaints,
    filterKeys: ['from', 'to'],
    toQuery: ({ keyword, page, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page,
      pageSize,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
  });
  const columns = complaintColumns((complaint: Complaint) =>
    navigate(`${paths.admin(COMPLAINTS_PAGE)}/${complaint.Id}`),
  );
  return (
    <ListScreen
      exportCall={calls.Complaint.ExportComplaints}
      list={list}
      label={COMPLAINT_CENTER}
      columns={columns}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
