import { calls } from '@wayfare/contracts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';

/** spec 001 §7: the Category calls. */
export const categoryHandlers = handlersFor(calls.Category, (db: Db) => ({
  GetAllCategories: ({ query }) => listCategories(db, query),
  GetCategoryById: ({ query }) => getCategory(db, query.id),
  CreateCategory: ({ body, request }) => createCategory(db, { ...body, by: callerId(request) }),
  UpdateCategory: ({ body, request }) => updateCategory(db, { ...body, by: callerId(request) }),
  DeleteCategory: ({ body, request }) => deleteCategory(db, { ...body, by: callerId(request) }),
}));
