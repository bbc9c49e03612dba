import { type Category, categoryTexts, type MessageReply } from '@wayfare/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/database.ts';
import { byName, constraintError, type Page, wholeList } from '../../db/list-query.ts';
import { conflict, invalidProperty, notFound } from '../../errors.ts';
import { sanitizedHtml } from '../../sanitize-html.ts';
import { recordAdminChange } from '../activity/index.ts';
import { categories } from './categories.table.ts';

/** The administrator making a change, for the activity log. */
type By = { by: string };

export type CategoryInput = {
  Name: string;
  ParentId?: number | undefined;
  ImageURL: string;
  Description: string;
};

const categoryColumns = {
  Id: categories.id,
  Name: categories.name,
  ParentId: categories.parentId,
  ImageURL: categories.imageUrl,
  Description: categories.description,
};

// Any constant works: it only has to be the same in every process that moves categories.
const TREE_MOVE_LOCK_ID = 727_015;

/** spec 001 §7 GetAllCategories: every category by name; there are no variation categories. */
export function listCategories(db: Db, query: { isVariationCategory: boolean }): Promise<Page<Category>> {
  if (query.isVariationCategory) return Promise.resolve({ rows: [], total: 0 });
  return wholeList(
    db.select(categoryColumns).from(categories).orderBy(byName(categories.name), categories.id),
  );
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound(categoryTexts.noCategory(id));
  return row;
}

/**
 * The parent a category is to go under, locked against deletion until this transaction ends, so a
 * parent deleted at this moment is either still there or reported missing (never a broken key).
 */
async function lockedParent(tx: Transaction, parentId: number | undefined) {
  if (parentId === undefined) return null;
  const [parent] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, parentId))
    .for('share');
  if (!parent) throw invalidProperty('ParentId', categoryTexts.noParent(parentId));
  return parent;
}

const nameTaken = (input: CategoryInput, parentName: string | null) =>
  categoryTexts.nameTaken(input.Name, parentName);

async function refuseSiblingName(
  tx: Transaction,
  input: CategoryInput,
  parentName: string | null,
  exceptId?: number,
) {
  const clash = await tx.$count(
    categories,
    and(
      sql`coalesce(${categories.parentId}, 0) = ${input.ParentId ?? 0}`,
      sql`lower(${categories.name}) = lower(${input.Name})`,
      exceptId === undefined ? undefined : ne(categories.id, exceptId),
    ),
  );
  if (clash > 0) {
    const message = nameTaken(input, parentName);
    throw conflict(message, { Name: [message] });
  }
}

/** Two saves racing past the checks above: the constraints let one through, the other hears why. */
const raceError = (error: unknown, input: CategoryInput, parentName: string | null) =>
  constraintError(error, {
    categories_parent_name_key: ['Name', nameTaken(input, parentName)],
    categories_parent_id_fkey: ['ParentId', categoryTexts.noParent(input.ParentId ?? 0)],
  });

const storedFields = (input: CategoryInput) => ({
  name: input.Name,
  parentId: input.ParentId ?? null,
  imageUrl: input.ImageURL,
  description: sanitizedHtml(input.Description),
});

export function createCategory(db: Db, input: CategoryInput & By): Promise<Category> {
  return db.transaction(async (tx) => {
    const parent = await lockedParent(tx, input.ParentId);
    await refuseSiblingName(tx, input, parent?.name ?? null);
    try {
      const [saved] = await tx.insert(categories).values(storedFields(input)).returning(categoryColumns);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Category',
        action: 'CreateCategory',
        recordId: saved!.Id,
        after: saved,
      });
      return saved!;
    } catch (error) {
      throw raceError(error, input, parent?.name ?? null);
    }
  });
}

/**
 * Whether the new parent is the category itself or one of its descendants: walks up from the new
 * parent, one step per level (trees of ride categories are a few levels deep). The walk stops at a
 * category seen before, so even a cycle that should never be there cannot keep it going.
 */
async function isWithin(tx: Transaction, categoryId: number, newParentId: number) {
  const seen = new Set<number>();
  for (let current: number | null = newParentId; current !== null && !seen.has(current); ) {
    if (current === categoryId) return true;
    seen.add(current);
    const [row] = await tx
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, current));
    current = row?.parentId ?? null;
  }
  return false;
}

/** The category as it is before a change, locked until the transaction ends; 404 when there is none. */
async function lockedForChange(tx: Transaction, id: number): Promise<Category> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound(categoryTexts.noCategory(id));
  return row;
}

export function updateCategory(db: Db, input: CategoryInput & { Id: number } & By): Promise<Category> {
  return db.transaction(async (tx) => {
    // Two moves at once (A under B, B under A) could each pass the check below alone: saves that place
    // a category under another take turns, taking this lock before any row's so they cannot deadlock.
    if (input.ParentId !== undefined)
      await tx.execute(sql`select pg_advisory_xact_lock(${TREE_MOVE_LOCK_ID})`);
    const before = await lockedForChange(tx, input.Id);
    if (input.ParentId !== undefined && (await isWithin(tx, input.Id, input.ParentId))) {
      throw invalidProperty('ParentId', categoryTexts.underItself);
    }
    const parent = await lockedParent(tx, input.ParentId);
    await refuseSiblingName(tx, input, parent?.name ?? null, input.Id);
    try {
      const [saved] = await tx
        .update(categories)
        .set(storedFields(input))
        .where(eq(categories.id, input.Id))
        .returning(categoryColumns);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Category',
        action: 'UpdateCategory',
        recordId: input.Id,
        before,
        after: saved,
      });
      return saved!;
    } catch (error) {
      throw raceError(error, input, parent?.name ?? null);
    }
  });
}

/** A category with children stays (issue 15 §4): they must be deleted or moved first. */
export function deleteCategory(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    // Locking the row makes a child being added under it at this moment wait, so the count holds.
    const before = await lockedForChange(tx, input.Id);
    const children = await tx.$count(categories, eq(categories.parentId, input.Id));
    if (children > 0) throw conflict(categoryTexts.hasChildren(children));
    await tx.delete(categories).where(eq(categories.id, input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Category',
      action: 'DeleteCategory',
      recordId: input.Id,
      before,
    });
    return { Message: categoryTexts.deleted(before.Name) };
  });
}
