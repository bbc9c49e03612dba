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

/** spec 001 §7 and issue 15 §4: the Category calls; reads are public, changes for every admin (0). */
export const categoryCalls = defineArea('Category', {
  GetAllCategories: {
    method: 'GET',
    access: access.public,
    query: getAllCategoriesQuery,
    reply: reply.list(category),
  },
  GetCategoryById: {
    method: 'GET',
    access: access.public,
    query: getCategoryByIdQuery,
    reply: reply.json(category),
  },
  CreateCategory: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'create'),
    body: createCategoryRequest,
    reply: reply.json(category),
  },
  UpdateCategory: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'edit'),
    body: updateCategoryRequest,
    reply: reply.json(category),
  },
  DeleteCategory: {
    method: 'POST',
    access: access.admin(Endpoint.AllowForAll, 'delete'),
    body: categoryIdRequest,
    reply: reply.json(messageReply),
  },
});
