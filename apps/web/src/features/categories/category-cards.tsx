import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import type { Category } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { ListingItem } from '../../components/listing/listing-types.ts';
import { useCanCall, useRowAction } from '../../components/screen/index.ts';

type CardActions = {
  /** Opens a category's edit form, or a new one's. */
  openEdit: (id: number) => void;
  openNew: () => void;
  /** Shows the children of a category (null: the top level). */
  openParent: (id: number | null) => void;
};

/**
 * spec 001 §2: the cards of one level: a Previous card inside a parent (back to the parent's own level),
 * each child with its picture (a placeholder when none), Edit, Child(ren) and Delete, then a New card.
 * Edit, Delete and New show only to those who may make their calls.
 */
export function useCategoryCards(
  children: Category[],
  parent: Category | undefined,
  { openEdit, openNew, openParent }: CardActions,
): ListingItem[] {
  const canCreate = useCanCall(calls.Category.CreateCategory);
  const canEdit = useCanCall(calls.Category.UpdateCategory);
  const remove = useRowAction(calls.Category.DeleteCategory, {
    label: 'Delete',
    color: 'red',
    item: 'category',
  });
  const previous: ListingItem[] = parent
    ? [
        {
          key: 'previous',
          Title: 'Previous',
          Icon: <IconArrowLeft size={18} />,
          SubTitle: `Back from ${parent.Name}`,
          Actions: [{ label: 'Previous', onClick: () => openParent(parent.ParentId) }],
        },
      ]
    : [];
  const cards = children.map(
    (category): ListingItem => ({
      key: category.Id,
      Title: category.Name,
      Picture: category.ImageURL || null,
      Actions: [
        ...(canEdit ? [{ label: 'Edit', onClick: () => openEdit(category.Id) }] : []),
        { label: 'Child(ren)', onClick: () => openParent(category.Id) },
        ...(remove ? [remove(category)] : []),
      ],
    }),
  );
  const fresh: ListingItem[] = canCreate
    ? [
        {
          key: 'new',
          Title: 'New',
          Icon: <IconPlus size={18} />,
          SubTitle: parent ? `A category under ${parent.Name}` : 'A top-level category',
          Actions: [{ label: 'New', onClick: openNew }],
        },
      ]
    : [];
  return [...previous, ...cards, ...fresh];
}
