import { access, defineArea, reply } from '../call.ts';
import {
  category,
  categoryIdRequest,
  createCategoryRequest,
  getAllCategoriesQuery,
  getCategoryByIdQuery,
  updateCategoryRequest,
} from '../categories.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/** spec 001 §7 and issue 15 §4: the Category calls; reads are public, changes under Categories (13, issue 29 §3). */
export const categoryCalls = defineArea('Category', {
  GetAllCategories: {
    method: 'GET',
    access: access.public,
    query: getAllCategoriesQuery,
    reply: reply.list(category),
    summary: 'Every category with its ParentId (the admin grid shows the children of one parent).',
  },
  GetCategoryById: {
    method: 'GET',
    access: access.public,
    query: getCategoryByIdQuery,
    reply: reply.json(category),
    summary: 'One category.',
    problems: [404],
  },
  CreateCategory: {
    method: 'POST',
    access: access.admin(Endpoint.Category, 'create'),
    body: createCategoryRequest,
    reply: reply.json(category),
    summary: 'Creates a category, under a parent or at the top.',
    problems: [409],
  },
  UpdateCategory: {
    method: 'POST',
    access: access.admin(Endpoint.Category, 'edit'),
    body: updateCategoryRequest,
    reply: reply.json(category),
    summary: "Updates a category's name, parent, image and description.",
    problems: [404, 409],
  },
  DeleteCategory: {
    method: 'POST',
    access: access.admin(Endpoint.Category, 'delete'),
    body: categoryIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a category.',
    problems: [404, 409],
  },
});
