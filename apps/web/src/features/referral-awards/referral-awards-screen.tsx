import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import {
  ListRecordEditor,
  ListScreen,
  PermittedScreen,
  recordSavedText,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { toAwardRow, useReferralAwardColumns } from './referral-award-columns.tsx';
import { newReferralAward, referralAwardForm } from './referral-award-form.ts';

const { GetReferralAwards, CreateReferralAward, UpdateReferralAward } = calls.Referral;

/** spec 001 §2: the referral awards, for those who may see the Referral Awards endpoint (issue 29 §3). */
export function ReferralAwardsScreen() {
  return (
    <PermittedScreen call={GetReferralAwards}>
      <ReferralAwards />
    </PermittedScreen>
  );
}

/** The awards (keyword, From, To) with Create, Edit, Suspend/Activate and Delete; the form at `?edit=<Id|new>`. */
function ReferralAwards() {
  const url = useScreenUrl();
  const list = useListPage({
    call: GetReferralAwards,
    filterKeys: ['from', 'to'],
    toQuery: ({ keyword, page, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page,
      pageSize,
      fromDateIsoString: filters.from ?? undefined,
      toDateIsoString: filters.to ?? undefined,
    }),
  });
  const rows = list.rows.map(toAwardRow);
  const columns = useReferralAwardColumns(url.openEdit);
  if (url.editing !== null) {
    return (
      <ListRecordEditor
        url={url}
        item="Referral Award"
        plural="Referral Awards"
        form={referralAwardForm}
        create={CreateReferralAward}
        update={UpdateReferralAward}
        rows={rows}
        loading={list.loading}
        newRecord={newReferralAward}
        savedText={(reply) =>
          recordSavedText((reply as { AwardTitle?: string }).AwardTitle ?? 'The award', url.isNew)
        }
      />
    );
  }
  return (
    <ListScreen
      exportCall={calls.Referral.ExportReferralAwards}
      list={{ ...list, rows }}
      columns={columns}
      label="Referral Awards"
      create={{ call: CreateReferralAward, onClick: url.openNew }}
      dateFilter={{ fromKey: 'from', toKey: 'to' }}
    />
  );
}
