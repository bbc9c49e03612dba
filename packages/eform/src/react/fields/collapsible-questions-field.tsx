import { Text } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { memo, useContext } from 'react';
import type { FormModel, RepeatableItem } from '../../core/index.ts';
import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import { FormStatusContext } from '../parts/form-status.ts';
import { ItemForm } from '../parts/item-form.tsx';
import {
  PlainAccordion,
  PlainAccordionControl,
  PlainAccordionItem,
  PlainAccordionPanel,
} from '../parts/plain-accordion.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { AddItemButton, focusFirstControlOf, ItemActions } from '../parts/repeatable-parts.tsx';
import { Row, spacing } from '../parts/row.tsx';

type ItemProps = {
  accordionId: string;
  model: FormModel;
  fieldKey: string;
  item: RepeatableItem;
  showReorder: boolean;
  canDelete: boolean;
};

const controlStyle = { flex: 1 };

/** One item: its header ('Slide 1'), its actions beside it, and its questions while open. Memoised on the item. */
const CollapsibleItem = memo(function CollapsibleItem({
  accordionId,
  model,
  fieldKey,
  item,
  showReorder,
  canDelete,
}: ItemProps) {
  return (
    <PlainAccordionItem active={item.open} data-item-key={item.key}>
      <Row wrap={false} gap={4} style={{ paddingRight: spacing('xs') }}>
        <PlainAccordionControl
          accordionId={accordionId}
          value={item.key}
          active={item.open}
          onToggle={() => model.toggleItem(fieldKey, item.key)}
          style={controlStyle}
        >
          {item.label}
        </PlainAccordionControl>
        <ItemActions
          model={model}
          fieldKey={fieldKey}
          item={item}
          showReorder={showReorder}
          canDelete={canDelete}
        />
      </Row>
      <PlainAccordionPanel accordionId={accordionId} value={item.key} expanded={item.open}>
        {item.open && <ItemForm model={item.model} />}
      </PlainAccordionPanel>
    </PlainAccordionItem>
  );
});

/**
 * spec 000 §2.4 CollapsibleQuestions (26): the items as an accordion, one open at a time (spec 000 §4), each
 * its own form of the template's questions; add, reorder and delete.
 */
function CollapsibleQuestionsEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const repeatable = field.repeatable;
  const { loadingRecords } = useContext(FormStatusContext);
  const items = repeatable?.items ?? [];
  return (
    <FieldFrame props={props}>
      {/* The items and their buttons as one group named by the field, so a screen reader announces it. */}
      <FieldGroup props={props}>
        {loadingRecords ? (
          <Text size="sm" c="dimmed" role="status">
            {eformTexts.loadingRecords}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {eformTexts.noRecordsYet}
          </Text>
        ) : (
          <PlainAccordion id={`${props.id}-items`}>
            {items.map((item) => (
              <CollapsibleItem
                key={item.key}
                accordionId={`${props.id}-items`}
                model={model}
                fieldKey={field.key}
                item={item}
                showReorder={!!repeatable?.showReorder}
                canDelete={!!repeatable?.canDelete}
              />
            ))}
          </PlainAccordion>
        )}
        {repeatable?.canAdd && <AddItemButton props={props} onAdded={focusFirstControlOf} />}
      </FieldGroup>
    </FieldFrame>
  );
}

export const collapsibleQuestionsRenderer: FieldRenderer = {
  Edit: CollapsibleQuestionsEdit,
  View: CollapsibleQuestionsEdit,
};
