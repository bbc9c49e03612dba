import { Input, Table } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { memo, useContext, useMemo } from 'react';
import {
  type Field,
  type FormModel,
  fieldKeyOf,
  fieldWidthOf,
  itemTemplateFields,
  type RepeatableItem,
} from '../../core/index.ts';
import { FieldView } from '../field-view.tsx';
import { FormStatusContext } from '../parts/form-status.ts';
import { groupProps, wrapperAria } from '../parts/input-props.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { AddItemButton, focusFirstControlOf, ItemActions } from '../parts/repeatable-parts.tsx';

type RowProps = {
  model: FormModel;
  fieldKey: string;
  item: RepeatableItem;
  columns: readonly Field[];
  cellMinWidth: number | undefined;
  showReorder: boolean;
  canDelete: boolean;
};

/**
 * One item as a table row: a cell per template question, each a field of the item's own model named
 * '{FieldName}, {item label}'. Memoised on the item object, which the model keeps while nothing of it
 * changed, so adding or editing one row renders no other.
 */
const ItemRow = memo(function ItemRow({
  model,
  fieldKey,
  item,
  columns,
  cellMinWidth,
  showReorder,
  canDelete,
}: RowProps) {
  return (
    <Table.Tr data-item-key={item.key}>
      <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {item.label}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td key={String(column.Id)} style={{ minWidth: cellMinWidth }}>
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

/**
 * spec 000 §2.4 TableQuestions (31): a header row of the template's questions, a row per item, a column of
 * actions (reorder, and delete when CanDelete), and the empty ('There are no records yet') and loading
 * ('Loading records, Please wait...') rows.
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
  const { withAsterisk, ...wrapper } = groupProps(props);
  return (
    <Input.Wrapper {...wrapper} withAsterisk={withAsterisk} id={id} labelElement="div">
      {/* Native scrolling: Mantine's ScrollArea costs more to mount than the rows of a small table. */}
      <Table.ScrollContainer
        type="native"
        minWidth={Math.max(400, columns.length * (definition.CellMinWidth ?? 160))}
      >
        <Table
          className="eform-table-questions"
          withTableBorder
          verticalSpacing="xs"
          mt={4}
          aria-labelledby={`${id}-label`}
          aria-describedby={wrapperAria(props)['aria-describedby']}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <span className="eform-sr-only">Item</span>
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
              items.map((item) => (
                <ItemRow
                  key={item.key}
                  model={model}
                  fieldKey={field.key}
                  item={item}
                  columns={columns}
                  cellMinWidth={definition.CellMinWidth}
                  showReorder={showReorder}
                  canDelete={canDelete}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {repeatable?.canAdd && <AddItemButton props={props} onAdded={focusFirstControlOf} />}
    </Input.Wrapper>
  );
}

export const tableQuestionsRenderer: FieldRenderer = { Edit: TableQuestionsEdit, View: TableQuestionsEdit };
