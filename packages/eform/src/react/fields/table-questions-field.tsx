import { Table, VisuallyHidden } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { memo, useContext, useMemo, useRef, useState } from 'react';
import {
  type Field,
  type FormModel,
  fieldKeyOf,
  fieldWidthOf,
  itemTemplateFields,
  type RepeatableItem,
} from '../../core/index.ts';
import { FieldView } from '../field-view.tsx';
import { FieldFrame } from '../parts/field-frame.tsx';
import { FormStatusContext } from '../parts/form-status.ts';
import { wrapperAria } from '../parts/input-props.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { AddItemButton, focusFirstControlOf, ItemActions } from '../parts/repeatable-parts.tsx';
import { VIRTUAL_ROWS_ABOVE, VIRTUAL_VIEWPORT_HEIGHT, VirtualRows } from '../parts/virtual-rows.tsx';

type RowProps = {
  model: FormModel;
  fieldKey: string;
  item: RepeatableItem;
  columns: readonly Field[];
  cellMinWidth: number | undefined;
  showReorder: boolean;
  canDelete: boolean;
  /** Virtualised rows: the row's place among all (for the virtualiser and screen readers) and its measure. */
  index?: number;
  measure?: (row: HTMLTableRowElement | null) => void;
};

// Typing into a cell makes the browser lay out before it inserts the text: layout containment keeps that work
// to the cell instead of every row of a long table.
const cellStyle = { contain: 'layout' } as const;

/**
 * One item as a table row: a cell per template question, each a field of the item's own model named
 * '{FieldName}, {item label}'. Memoised on the item object, which the model keeps while nothing of it
 * changed, so adding or editing one row renders no other row's fields.
 */
const ItemRow = memo(function ItemRow({
  model,
  fieldKey,
  item,
  columns,
  cellMinWidth,
  showReorder,
  canDelete,
  index,
  measure,
}: RowProps) {
  const style = useMemo(
    () => (cellMinWidth ? { ...cellStyle, minWidth: cellMinWidth } : cellStyle),
    [cellMinWidth],
  );
  return (
    <Table.Tr
      data-item-key={item.key}
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      ref={measure}
    >
      <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {item.label}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td key={String(column.Id)} style={style}>
          <FieldView model={item.model} fieldKey={fieldKeyOf(column)} cellOf={item.label} />
        </Table.Td>
      ))}
      {(showReorder || canDelete) && (
        <Table.Td>
          <ItemActions
            model={model}
            fieldKey={fieldKey}
            item={item}
            showReorder={showReorder}
            canDelete={canDelete}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
});

const itemKeyOf = (item: RepeatableItem) => item.key;

/**
 * spec 000 §2.4 TableQuestions (31): a header row of the template's questions, a row per item, a column of
 * actions (reorder, and delete when CanDelete), and the empty ('There are no records yet') and loading
 * ('Loading records, Please wait...') rows. Mantine's Table. Over VIRTUAL_ROWS_ABOVE (50) items the table
 * scrolls in a box of its own with a sticky header and mounts only the rows in view (parts/virtual-rows.tsx);
 * every item's model, and so what was typed into it, stays in the form's model whether its row is mounted
 * or not. 50 items or fewer are drawn plainly.
 */
function TableQuestionsEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const repeatable = field.repeatable;
  const { loadingRecords } = useContext(FormStatusContext);
  const definition = field.field;
  const columns = useMemo(
    () => itemTemplateFields(definition).filter((f) => fieldWidthOf(f) > 0),
    [definition],
  );
  const items = repeatable?.items ?? [];
  const showReorder = !!repeatable?.showReorder;
  const canDelete = !!repeatable?.canDelete;
  const withActions = showReorder || canDelete || !!repeatable?.canAdd;
  const span = columns.length + 1 + (withActions ? 1 : 0);
  const virtual = !loadingRecords && items.length > VIRTUAL_ROWS_ABOVE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  // A just-added item: the virtualised table scrolls to it and keeps it mounted for the keyboard to land in.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const row = (item: RepeatableItem, index?: number, measure?: (row: HTMLTableRowElement | null) => void) => (
    <ItemRow
      key={item.key}
      model={model}
      fieldKey={field.key}
      item={item}
      columns={columns}
      cellMinWidth={definition.CellMinWidth}
      showReorder={showReorder}
      canDelete={canDelete}
      index={index}
      measure={measure}
    />
  );
  return (
    <FieldFrame props={props}>
      <div
        ref={scrollRef}
        style={
          virtual
            ? { overflow: 'auto', maxHeight: VIRTUAL_VIEWPORT_HEIGHT, marginTop: 4 }
            : { overflowX: 'auto', marginTop: 4 }
        }
      >
        <Table
          withTableBorder
          verticalSpacing="xs"
          stickyHeader={virtual}
          miw={Math.max(400, columns.length * (definition.CellMinWidth ?? 160))}
          aria-labelledby={`${id}-label`}
          aria-describedby={wrapperAria(props)['aria-describedby']}
          aria-rowcount={virtual ? items.length + 1 : undefined}
        >
          <Table.Thead ref={headRef} bg={virtual ? 'var(--mantine-color-body)' : undefined}>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>Item</VisuallyHidden>
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={String(column.Id)}>
                  {column.FieldName}
                  {column.Required && <span aria-hidden> *</span>}
                </Table.Th>
              ))}
              {withActions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          {virtual ? (
            <VirtualRows
              items={items}
              keyOf={itemKeyOf}
              scrollRef={scrollRef}
              headRef={headRef}
              columnCount={span}
              renderRow={row}
              revealKey={addedKey}
            />
          ) : (
            <Table.Tbody>
              {loadingRecords ? (
                <Table.Tr>
                  <Table.Td colSpan={span} role="status">
                    {eformTexts.loadingRecords}
                  </Table.Td>
                </Table.Tr>
              ) : items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={span} c="dimmed">
                    {eformTexts.noRecordsYet}
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((item) => row(item))
              )}
            </Table.Tbody>
          )}
        </Table>
      </div>
      {repeatable?.canAdd && (
        <AddItemButton
          props={props}
          onAdded={(key) => {
            setAddedKey(key);
            focusFirstControlOf(key);
          }}
        />
      )}
    </FieldFrame>
  );
}

export const tableQuestionsRenderer: FieldRenderer = { Edit: TableQuestionsEdit, View: TableQuestionsEdit };
