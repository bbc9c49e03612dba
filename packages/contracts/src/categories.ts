import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { uploadedFilePath } from './files.ts';
import { newRecordId, recordId } from './locations.ts';

// spec 001 §3: Category {Id, Name, ParentId, ImageURL, Description}; a top-level one has ParentId null.
export const category = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  ImageURL: z.string(),
  Description: z.string(),
});
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

export const MAX_CATEGORY_DESCRIPTION = 2000;

/** issue 15 §4: ParentId absent, null, '' or 0 places the category at the top level. */
const parentId = z.preprocess(
  (value) => (value === null || value === 0 || value === '0' || value === '' ? undefined : value),
  recordId('ParentId').optional(),
);

/** The picture is an uploaded file's FilePath (the file manager's), or nothing. */
const imageUrl = z
  .string({ error: 'ImageURL must be text' })
  .pipe(z.union([z.literal(''), uploadedFilePath('ImageURL')]))
  .nullish()
  .transform((value) => value ?? '');

const categoryFields = {
  Name: requiredText('Name', 100),
  ParentId: parentId,
  ImageURL: imageUrl,
  // Sanitised by the server before it is kept: HTML is allowed, scripts and handlers are not.
  Description: text('Description', MAX_CATEGORY_DESCRIPTION)
    .nullish()
    .transform((value) => value ?? ''),
};

export const createCategoryRequest = z.strictObject({
  Id: newRecordId('category', 'UpdateCategory'),
  ...categoryFields,
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequest>;
export const updateCategoryRequest = z.strictObject({ Id: recordId('Id'), ...categoryFields });
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>;
export const categoryIdRequest = z.strictObject({ Id: recordId('Id') });

/** spec 001 §7: GetAllCategories?isVariationCategory=false; `true` asks for variation categories (none). */
export const getAllCategoriesQuery = z.object({
  isVariationCategory: z
    .enum(['true', 'false'], { error: 'isVariationCategory must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export const getCategoryByIdQuery = z.object({ id: recordId('id') });

/** The replies and refusals of the category calls (issue 15 §4 words the cycle and children ones). */
export const categoryTexts = {
  noCategory: (id: number) => `There is no category with Id ${id}`,
  noParent: (id: number) => `There is no category with Id ${id} to place this one under`,
  nameTaken: (name: string, parentName: string | null) =>
    parentName === null
      ? `A top-level category named ${name} already exists`
      : `A category named ${name} already exists under ${parentName}`,
  underItself: 'A category cannot be placed under itself or one of its children',
  hasChildren: (count: number) => `This category has ${count} child categories. Delete or move them first`,
  deleted: (name: string) => `${name} has been deleted`,
} as const;
