import { ActionIcon, Button, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { type FormModel, itemObjectNameOf, type RepeatableItem } from '../../core/index.ts';
import { wrapperAria } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { PROCESSING } from './upload-controls.tsx';

type ItemActionsProps = {
  model: FormModel;
  fieldKey: string;
  item: RepeatableItem;
  showReorder: boolean;
  canDelete: boolean;
};

/** spec 000 §4: move an item up or down (only with more than one item) and delete it (when CanDelete). */
export function ItemActions({ model, fieldKey, item, showReorder, canDelete }: ItemActionsProps) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await model.deleteItem(fieldKey, item.key);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      {showReorder && (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${item.label} up`}
            disabled={item.isFirst}
            onClick={() => model.moveItem(fieldKey, item.key, 'up')}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${item.label} down`}
            disabled={item.isLast}
            onClick={() => model.moveItem(fieldKey, item.key, 'down')}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
      {canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={deleting ? `${PROCESSING} ${item.label}` : `Delete ${item.label}`}
          loading={deleting}
          onClick={() => void remove()}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * Once an item is added, renders (this button) once more before the browser draws the page. React first runs
 * the effects the new item's fields left pending, and react-number-format re-renders each number box once
 * after mounting: settled now, the new item is finished in the frame that shows it, rather than written to
 * again after it (another style pass over a table of hundreds of rows).
 */
function useSettledWhenAdded(itemCount: number) {
  const counted = useRef(itemCount);
  const [, settle] = useState(0);
  useLayoutEffect(() => {
    if (itemCount > counted.current) settle((n) => n + 1);
    counted.current = itemCount;
  }, [itemCount]);
}

/** spec 000 §4: 'Add {ItemObjectName}' (when CanAdd); the new item becomes the active one. */
export function AddItemButton({
  props,
  onAdded,
}: {
  props: FieldRendererProps;
  onAdded?: (key: string) => void;
}) {
  const { model, field } = props;
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid } = wrapperAria(props);
  useSettledWhenAdded(field.repeatable?.items.length ?? 0);
  return (
    <Button
      mt="sm"
      size="sm"
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      // A required group without items: its message is about adding one.
      aria-describedby={describedBy}
      aria-invalid={invalid}
      disabled={field.disabled}
      onClick={() => {
        const key = model.addItem(field.key);
        if (key) onAdded?.(key);
      }}
    >
      Add {itemObjectNameOf(field.field)}
    </Button>
  );
}

/** Puts the keyboard in the first control of a just-added item, once it is on the page. */
export function focusFirstControlOf(itemKey: string) {
  requestAnimationFrame(() => {
    const item = document.querySelector(`[data-item-key="${CSS.escape(itemKey)}"]`);
    item
      ?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [contenteditable=true]')
      ?.focus();
  });
}
