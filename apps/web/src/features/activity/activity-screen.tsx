import { callAreas } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { adminActivityColumns } from '../../components/activity/activity-columns.tsx';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { PersonFilter } from './person-filter.tsx';

const call = calls.Activity.GetAdminActivities;
const filterKeys = ['userId', 'area', 'from', 'to'] as const;
// Every area a change can be logged under: the areas of the declared calls.
const areas = [...callAreas].sort().map((area) => ({ value: area, label: area }));
const columns = adminActivityColumns();

/** issue 14 §4: /admin/activity, every admin change, for full administrators only (its call's access). */
export function ActivityScreen() {
  return (
    <PermittedScreen call={call}>
      <ActivityLog />
    </PermittedScreen>
  );
}

/** Filters person, area, From and To (in the URL); newest first, who, when, Area/Action, record, changes. */
function ActivityLog() {
  const list = useListPage({
    call,
    filterKeys,
    toQuery: ({ page, pageSize, filters }) => ({
      page,
      pageSize,
      userId: filters.userId ?? undefined,
      area: filters.area ?? undefined,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
  });
  return (
    <ListScreen
      exportCall={calls.Activity.ExportAdminActivities}
      list={list}
      label="Admin Activity"
      columns={columns}
      withKeyword={false}
      extraFilters={
        <PersonFilter value={list.filters.userId} onChange={(id) => list.setFilter('userId', id)} />
      }
      optionFilter={{ key: 'area', label: 'Area', data: areas }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
