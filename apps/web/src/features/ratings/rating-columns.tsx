import { Anchor } from '@mantine/core';
import type { Rating } from '@wayfare/contracts';
import { Link } from 'react-router';
import type { ScreenColumn } from '../../components/screen/index.ts';

/**
 * issue 17 §5: #, Rated By, Item, Rating (stars), Comment, Date. An administrator's Item links to the
 * rated ride's page (the rating's ItemUrl); a customer's is plain text, the ride pages being admin ones.
 */
export function ratingColumns({ linkItems }: { linkItems: boolean }): ScreenColumn<Rating>[] {
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'RatedBy', title: 'Rated By', card: 'title' },
    {
      key: 'ItemName',
      title: 'Item',
      render: (rating) =>
        linkItems ? (
          <Anchor component={Link} to={rating.ItemUrl} size="sm">
            {rating.ItemName}
          </Anchor>
        ) : (
          rating.ItemName
        ),
    },
    { key: 'StarRating', title: 'Rating', kind: 'rating', card: 'badge', width: 120, sort: 'StarRating' },
    { key: 'Comment', title: 'Comment', value: (rating) => rating.Comment ?? '—' },
    { key: 'CreatedDate', title: 'Date', kind: 'dateTime', sort: 'CreatedDate' },
  ];
}
