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
 * spec 001 §7 and issue 20 §1: the Blog calls. The admin ones under Blog & Articles (12, issue 29 §3), as
 * the menu's item of that name; the published articles for anyone, signed in or not.
 */
export const blogCalls = defineArea('Blogs', {
  GetBlogs: {
    method: 'GET',
    access: access.admin(Endpoint.Blog, 'view'),
    query: getBlogsQuery,
    reply: reply.list(blogListRow),
    summary: 'The articles and pages, published or not, newest first; keyword on the name and tags.',
  },
  GetBlogById: {
    method: 'GET',
    access: access.admin(Endpoint.Blog, 'view'),
    query: getBlogByIdQuery,
    reply: reply.json(blog),
    summary: 'One article or page with its content rows, for the editor.',
    problems: [404],
  },
  GetPageTypes: {
    method: 'GET',
    access: access.admin(Endpoint.Blog, 'view'),
    reply: reply.list(pageTypeOption),
    summary: 'The page types an article can have (Article, Home, About, Contact, …).',
  },
  CreateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'create'),
    body: createBlogRequest,
    reply: reply.json(blogIdReply),
    summary: 'Creates an unpublished article or page; answers its Id.',
  },
  UpdateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'edit'),
    body: updateBlogRequest,
    reply: reply.json(updateBlogReply),
    summary: "Saves an article's fields and content rows; answers its Url and Name.",
    problems: [404],
  },
  PublishBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'edit'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
    summary: 'Publishes an article: it shows on the public blog.',
    problems: [404, 409],
  },
  UnpublishBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'edit'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
    summary: 'Takes an article off the public blog.',
    problems: [404, 409],
  },
  // Ours: an unpublished copy named '{Name} (copy)'.
  DuplicateBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'create'),
    body: blogIdRequest,
    reply: reply.json(blogIdReply),
    summary: "Copies an article as an unpublished '{Name} (copy)'.",
    problems: [404],
  },
  DeleteBlog: {
    method: 'POST',
    access: access.admin(Endpoint.Blog, 'delete'),
    body: blogIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes an article or page.',
    problems: [404],
  },
  GetPublishedBlogs: {
    method: 'GET',
    access: access.public,
    query: getPublishedBlogsQuery,
    reply: reply.list(publishedBlogRow),
    summary: 'The published articles, newest first; keyword on the name and tags (the public blog).',
  },
  GetPublishedBlog: {
    method: 'GET',
    access: access.public,
    query: getPublishedBlogQuery,
    reply: reply.json(blog),
    summary: 'One published article by its url, with its content rows.',
    problems: [404],
  },
});
