import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../components/bulk/index.ts';

/** Issue 32: Publish, Unpublish and Delete on many articles at once, as their row actions. */
export const blogBulkActions: BulkOptions = {
  item: 'article',
  items: 'articles',
  actions: [
    { call: calls.Blogs.BulkPublishBlog, label: 'Publish', color: 'green' },
    { call: calls.Blogs.BulkUnpublishBlog, label: 'Unpublish', color: 'orange' },
    { call: calls.Blogs.BulkDeleteBlog, label: 'Delete', color: 'red' },
  ],
};
