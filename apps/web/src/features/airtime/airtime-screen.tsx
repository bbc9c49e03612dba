import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { adminAirtimeColumns, myAirtimeColumns } from './airtime-columns.tsx';
import { BuyAirtimeCard } from './buy/buy-airtime-form.tsx';

/** spec 001 §2: the airtime page's title. */
export const AIRTIME_CENTER = "Airtime plan's Center";
/** The customer's own page (ours: the spec shows no customer airtime route). */
export const MY_AIRTIME = 'Airtime & Data';

/** spec 001 §2 and issue 18 §5: every airtime and data purchase, for those with Wallet view. */
export function AirtimesScreen() {
  return (
    <PermittedScreen call={calls.Communication.GetAirtimeDataTransactions}>
      <AirtimeList />
    </PermittedScreen>
  );
}

function AirtimeList() {
  const list = useListPage({ call: calls.Communication.GetAirtimeDataTransactions });
  return (
    <ListScreen
      exportCall={calls.Communication.ExportAirtimeDataTransactions}
      list={list}
      label={AIRTIME_CENTER}
      columns={adminAirtimeColumns}
      withKeyword={false}
    />
  );
}

/** Issue 18 §4: the purchase form, then the customer's own purchases. */
export function MyAirtimeScreen() {
  const list = useListPage({ call: calls.Communication.GetMyAirtimeDataTransactions });
  return (
    <>
      <BuyAirtimeCard />
      <ListScreen list={list} label={MY_AIRTIME} columns={myAirtimeColumns} withKeyword={false} />
    </>
  );
}
