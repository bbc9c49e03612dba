import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * spec 001 §3: Category {Id, Name, ParentId, ImageURL, Description}, a tree: a null parent is the top
 * level. Names are unique among siblings whatever their case (top-level ones under parent 0), and the
 * same index serves the by-name order. Cycles longer than one step are refused by the service.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    imageUrl: text('image_url').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (table) => [
    // restrict: a category with children stays until they are deleted or moved (issue 15 §4).
    foreignKey({
      name: 'categories_parent_id_fkey',
      columns: [table.parentId],
      foreignColumns: [table.id],
    }).onDelete('restrict'),
    uniqueIndex('categories_parent_name_key').on(
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.name})`,
    ),
    index('categories_parent_id_idx').on(table.parentId),
    check('categories_not_own_parent', sql`${table.parentId} <> ${table.id}`),
  ],
);
