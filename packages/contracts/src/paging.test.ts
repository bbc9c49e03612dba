import { describe, expect, it } from 'vitest';
import { pageQuery, sortQuery } from './paging.ts';

const usersQuery = pageQuery.extend(sortQuery(['Name', 'DateCreated']).shape);

describe('sortQuery', () => {
  it('reads a column and a direction, ascending unless told', () => {
    expect(usersQuery.parse({ sort: 'Name' })).toMatchObject({ sort: 'Name', order: 'asc' });
    expect(usersQuery.parse({ sort: 'DateCreated', order: 'desc' })).toMatchObject({
      sort: 'DateCreated',
      order: 'desc',
    });
  });

  it('leaves the sort out when none is asked, so the list keeps its default order', () => {
    expect(usersQuery.parse({})).toEqual({ page: 0, pageSize: 20, order: 'asc' });
  });

  it('refuses an unknown column, naming the ones that may be sorted', () => {
    const result = usersQuery.safeParse({ sort: 'Password' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['sort'],
      message: 'sort must be one of Name, DateCreated',
    });
  });

  it('refuses a direction other than asc or desc', () => {
    expect(usersQuery.safeParse({ sort: 'Name', order: 'down' }).error?.issues[0]?.message).toBe(
      'order must be asc or desc',
    );
  });
});
