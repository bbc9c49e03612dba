import {
  blog,
  blogIdReply,
  blogIdRequest,
  blogListRow,
  createBlogRequest,
  getBlogByIdQuery,
  getBlogsQuery,
  getPublishedBlogQuery,
  getPublishedBlogsQuery,
  pageTypeOption,
  publishedBlogRow,
  updateBlogReply,
  updateBlogRequest,
} from '../blogs.ts';
import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/**
 * spec 001 §7 and issue 20 §1: the Blog calls. The admin ones for every administrator (AllowForAll 0,
 * as the menu's 'Blog & Articles' item); the published articles for anyone, signed in or not.
 */
export const blogCalls = defineArea('Blogs', {
  GetBlogs: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: getBlogsQuery,
    reply: reply.list(blogListRow),
  },
  GetBlogById: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    query: getBlogByIdQuery,
    reply: reply.json(blog),
  },
  GetPageTypes: {
    method: 'GET',
    access: access.admin(Endpoint.AllowForAll, 'view'),
    reply: reply.list(pageTypeOption),
  },
  CreateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'create'),
    body: createBlogRequest,
    reply: reply.json(blogIdReply),
  },
  UpdateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'edit'),
    body: updateBlogRequest,
    reply: reply.json(updateBlogReply),
  },
  PublishBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'edit'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
  },
  UnpublishBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'edit'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
  },
  // Ours: an unpublished copy named '{Name} (copy)'.
  DuplicateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'create'),
    body: blogIdRequest,
    reply: reply.json(blogIdReply),
  },
  DeleteBlog: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'delete'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
  },
  GetPublishedBlogs: {
    method: 'GET',
    access: access.public,
    query: getPublishedBlogsQuery,
    reply: reply.list(publishedBlogRow),
  },
  GetPublishedBlog: {
    method: 'GET',
    access: access.public,
    query: getPublishedBlogQuery,
    reply: reply.json(blog),
  },
});
