import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen } from '../../components/screen/index.ts';
import { ratingColumns } from './rating-columns.tsx';

/** spec 001 §2 'Rating Activities': the listing's name. */
export const RATING_ACTIVITIES = 'Rating Activities';

const adminColumns = ratingColumns({ linkItems: true });
const myColumns = ratingColumns({ linkItems: false });

/** spec 001 §2, issue 17 §5: every rating, newest first, for those who may see the Rating endpoint. */
export function RatingsScreen() {
  return (
    <PermittedScreen call={calls.Rating.GetRatings}>
      <RatingList mine={false} />
    </PermittedScreen>
  );
}

/** spec 001 §2: 'customer mode shows own ratings': the ratings the signed-in person received. */
export function MyRatingsScreen() {
  return <RatingList mine />;
}

function RatingList({ mine }: { mine: boolean }) {
  const list = useListPage({ call: mine ? calls.Rating.GetMyRatings : calls.Rating.GetRatings });
  return (
    <ListScreen
      exportCall={mine ? undefined : calls.Rating.ExportRatings}
      list={list}
      label={RATING_ACTIVITIES}
      columns={mine ? myColumns : adminColumns}
    />
  );
}
