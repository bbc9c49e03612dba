import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import { ListScreen, useScreenUrl } from '../../../components/screen/index.ts';
import { MyComplaintDetail } from '../my-complaint/my-complaint-detail.tsx';
import { MY_COMPLAINTS, myComplaintColumns } from './my-complaint-columns.tsx';

/**
 * Issue 30: /teacher/complaints, the person's complaints through GetMyComplaints (newest first); View
 * shows one with its thread and the reply form in the list's place (`?view=<Id>`).
 */
export function MyComplaintsScreen() {
  const url = useScreenUrl();
  if (url.viewing !== null) return <MyComplaintDetail id={url.viewing} onBack={url.close} />;
  return <MyComplaintList onView={url.openView} />;
}

function MyComplaintList({ onView }: { onView: (id: number) => void }) {
  const list = useListPage({
    call: calls.Complaint.GetMyComplaints,
    toQuery: ({ page, pageSize }) => ({ page, pageSize }),
  });
  return (
    <ListScreen
      list={list}
      label={MY_COMPLAINTS}
      columns={myComplaintColumns((complaint) => onView(complaint.Id))}
      withKeyword={false}
    />
  );
}
