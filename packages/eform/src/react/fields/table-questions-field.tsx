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
import { FieldFrame } from '../parts/field-frame.tsx';
import { FormStatusContext } from '../parts/form-status.ts';
import { wrapperAria } from '../parts/input-props.tsx';
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
    <tr data-item-key={item.key}>
      <th scope="row" className="eform-table-item">
        {item.label}
      </th>
      {columns.map((column) => (
        <td key={String(column.Id)} style={cellMinWidth ? { minWidth: cellMinWidth } : undefined}>
          <FieldView model={item.model} fieldKey={fieldKeyOf(column)} cellOf={item.label} />
        </td>
      ))}
      {(showReorder || canDelete) && (
        <td>
          <ItemActions
            model={model}
            fieldKey={fieldKey}
            item={item}
            showReorder={showReorder}
            canDelete={canDelete}
          />
        </td>
      )}
    </tr>
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
  return (
    <FieldFrame props={props}>
      {/* Plain table elements styled like Mantine's Table (eform.css): Mantine's Table shares a context that
          changes on every render of the table, which rendered every cell of every row again on each added
          item. Native scrolling: Mantine's ScrollArea costs more to mount than the rows of a small table. */}
      <div className="eform-table-scroll">
        <table
          className="eform-table"
          style={{ minWidth: Math.max(400, columns.length * (definition.CellMinWidth ?? 160)) }}
          aria-labelledby={`${id}-label`}
          aria-describedby={wrapperAria(props)['aria-describedby']}
        >
          <thead>
            <tr>
              <th>
                <span className="eform-sr-only">Item</span>
              </th>
              {columns.map((column) => (
                <th key={String(column.Id)}>
                  {column.FieldName}
                  {column.Required && <span aria-hidden> *</span>}
                </th>
              ))}
              {withActions && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {loadingRecords ? (
              <tr>
                <td colSpan={span} role="status">
                  {eformTexts.loadingRecords}
                </td>
              </tr>
            ) : items.length === 0 ? (
              <tr>
                <td colSpan={span} className="eform-table-empty">
                  {eformTexts.noRecordsYet}
                </td>
              </tr>
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
          </tbody>
        </table>
      </div>
      {repeatable?.canAdd && <AddItemButton props={props} onAdded={focusFirstControlOf} />}
    </FieldFrame>
  );
}

export const tableQuestionsRenderer: FieldRenderer = { Edit: TableQuestionsEdit, View: TableQuestionsEdit };
