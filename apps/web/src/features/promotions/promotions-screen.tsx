import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import {
  ListRecordEditor,
  ListScreen,
  PermittedScreen,
  recordSavedText,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { promoCodeBulkActions } from './promo-code-bulk-actions.ts';
import { toPromoCodeRow, usePromoCodeColumns } from './promo-code-columns.tsx';
import { newPromoCode, promoCodeForm } from './promo-code-form.ts';

const { GetPromoCodes, CreatePromoCode, UpdatePromoCode } = calls.Promo;

/** Issue 30: the promo codes, for those who may see the Promotions endpoint (18). */
export function PromotionsScreen() {
  return (
    <PermittedScreen call={GetPromoCodes}>
      <Promotions />
    </PermittedScreen>
  );
}

/** The codes (keyword) with Create, Edit, Suspend/Activate and Delete; the form at `?edit=<Id|new>`. */
function Promotions() {
  const url = useScreenUrl();
  const list = useListPage({
    call: GetPromoCodes,
    toQuery: ({ keyword, page, pageSize }) => ({ keyword: keyword.trim() || undefined, page, pageSize }),
  });
  const rows = list.rows.map(toPromoCodeRow);
  const columns = usePromoCodeColumns(url.openEdit);
  if (url.editing !== null) {
    return (
      <ListRecordEditor
        url={url}
        item="Promo Code"
        plural="Promotions"
        form={promoCodeForm}
        create={CreatePromoCode}
        update={UpdatePromoCode}
        rows={rows}
        loading={list.loading}
        newRecord={newPromoCode}
        savedText={(reply) =>
          recordSavedText((reply as { Code?: string }).Code ?? 'The promo code', url.isNew)
        }
      />
    );
  }
  return (
    <ListScreen
      exportCall={calls.Promo.ExportPromoCodes}
      list={{ ...list, rows }}
      columns={columns}
      label="Promotions"
      create={{ call: CreatePromoCode, onClick: url.openNew }}
      bulk={promoCodeBulkActions}
    />
  );
}
