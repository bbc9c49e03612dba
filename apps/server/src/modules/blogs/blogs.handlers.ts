import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { setBlogPublished } from './blog-state.service.ts';
import { deleteBlog } from './delete-blog.service.ts';
import { duplicateBlog } from './duplicate-blog.service.ts';
import { findBlog, listBlogs, pageTypeList } from './list-blogs.service.ts';
import { findPublishedBlog, listPublishedBlogs } from './published-blogs.service.ts';
import { createBlog, updateBlog } from './save-blog.service.ts';

/** spec 001 §7 and issue 20 §1: the Blog calls. */
export const blogHandlers = handlersFor(calls.Blogs, (db: Db) => ({
  GetBlogs: ({ query }) => listBlogs(db, query),
  GetBlogById: ({ query }) => findBlog(db, query.id),
  GetPageTypes: () => pageTypeList(),
  CreateBlog: ({ body, request }) => createBlog(db, { ...body, by: callerId(request) }),
  UpdateBlog: ({ body, request }) => updateBlog(db, { ...body, by: callerId(request) }),
  PublishBlog: ({ body, request }) =>
    setBlogPublished(db, { Id: body.Id, publish: true, by: callerId(request) }),
  UnpublishBlog: ({ body, request }) =>
    setBlogPublished(db, { Id: body.Id, publish: false, by: callerId(request) }),
  DuplicateBlog: ({ body, request }) => duplicateBlog(db, { ...body, by: callerId(request) }),
  DeleteBlog: ({ body, request }) => deleteBlog(db, { ...body, by: callerId(request) }),
  GetPublishedBlogs: ({ query }) => listPublishedBlogs(db, query),
  GetPublishedBlog: ({ query }) => findPublishedBlog(db, query.url),
}));
