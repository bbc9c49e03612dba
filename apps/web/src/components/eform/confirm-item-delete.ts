import type { Field, WorkingObject } from '@wayfare/eform/core';
import { itemObjectNameOf } from '@wayfare/eform/core';
import { confirmAction } from '../feedback/confirm-action.tsx';

/**
 * Asked before a repeatable item is deleted (when the field has no DeleteFunction): 'Are you sure, you
 * want to delete this {ItemObjectName} ({name})?', the name being the item's PropertyForNameOfItem.
 */
export function confirmItemDelete(item: WorkingObject, field: Field) {
  const property = field.PropertyForNameOfItem;
  const named = property ? item[property] : undefined;
  const itemName = itemObjectNameOf(field);
  return confirmAction({
    action: 'delete',
    item: itemName.toLowerCase(),
    name: typeof named === 'string' && named.trim() ? named : itemName,
  });
}
