import { type BlogListRow, blogTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { formatDate } from '../../components/format.ts';
import {
  type ScreenColumn,
  StatusBadge,
  useCanCall,
  useRefreshAreas,
  useRowAction,
} from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';
import { alertStore } from '../../lib/alerts.ts';
import { useDuplicateBlog } from './api/duplicate-blog.ts';

const { UpdateBlog, PublishBlog, UnpublishBlog, DuplicateBlog, DeleteBlog } = calls.Blogs;

/** A copy is harmless (an unpublished draft): made at once, without a prompt. */
function useDuplicate() {
  const allowed = useCanCall(DuplicateBlog);
  const mutation = useDuplicateBlog();
  const refresh = useRefreshAreas(['Blogs']);
  if (!allowed) return null;
  return (row: BlogListRow): RowAction => ({
    label: 'Duplicate',
    disabled: mutation.isPending,
    onClick: () =>
      void mutation
        .mutateAsync({ body: { Id: row.Id } })
        .then(async () => {
          alertStore.success(`${blogTexts.copyName(row.Name)} has been saved`);
          await refresh();
        })
        .catch(() => undefined),
  });
}

/**
 * spec 001 §2 (Blog Center) and issue 20 §3: #, Name, Page Type, Article Date, Status (Published or
 * Draft); Edit, Publish or Unpublish, Duplicate and a confirmed Delete, each for those who may.
 */
export function useBlogColumns(onEdit: (id: number) => void): ScreenColumn<BlogListRow>[] {
  const canEdit = useCanCall(UpdateBlog);
  const publish = useRowAction(PublishBlog, { label: 'Publish', color: 'green', item: 'article' });
  const unpublish = useRowAction(UnpublishBlog, { label: 'Unpublish', color: 'orange', item: 'article' });
  const duplicate = useDuplicate();
  const remove = useRowAction(DeleteBlog, { label: 'Delete', color: 'red', item: 'article' });
  const actions = (row: BlogListRow) =>
    [
      canEdit ? { label: 'Edit', onClick: () => onEdit(row.Id) } : null,
      row.Publish ? unpublish?.(row) : publish?.(row),
      duplicate?.(row),
      remove?.(row),
    ].filter((action): action is RowAction => Boolean(action));
  return [
    { key: 'number', title: '#', kind: 'rowNumber', width: 56 },
    { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
    { key: 'PageTypeName', title: 'Page Type' },
    {
      key: 'ArticleDate',
      title: 'Article Date',
      sort: 'ArticleDate',
      value: (row) => (row.ArticleDate ? formatDate(row.ArticleDate) : ''),
    },
    {
      key: 'Publish',
      title: 'Status',
      sort: 'Publish',
      card: 'badge',
      render: (row) => <StatusBadge on={row.Publish} labels={['Published', 'Draft']} />,
    },
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}
