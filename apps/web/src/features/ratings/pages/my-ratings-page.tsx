import { Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { MyRatingsScreen, RATING_ACTIVITIES } from '../ratings-screen.tsx';

/**
 * spec 001 §1 and §2: /teacher/ratings, the customer area's Rating Activities (the ratings the
 * signed-in person received). A public-layout page: it carries its own heading.
 */
export default function MyRatingsPage() {
  usePageTitle(RATING_ACTIVITIES);
  return (
    <section>
      <Title order={1} size="h2" mb="md">
        {RATING_ACTIVITIES}
      </Title>
      <MyRatingsScreen />
    </section>
  );
}
