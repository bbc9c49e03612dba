import { Accordion, Group, Text } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { memo, useContext } from 'react';
import type { FormModel, RepeatableItem } from '../../core/index.ts';
import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import { FormStatusContext } from '../parts/form-status.ts';
import { ItemForm } from '../parts/item-form.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { AddItemButton, focusFirstControlOf, ItemActions } from '../parts/repeatable-parts.tsx';

type ItemProps = {
  model: FormModel;
  fieldKey: string;
  item: RepeatableItem;
  showReorder: boolean;
  canDelete: boolean;
};

/** One item: its header ('Slide 1'), its actions beside it, and its questions while open. Memoised on the item. */
const CollapsibleItem = memo(function CollapsibleItem({
  model,
  fieldKey,
  item,
  showReorder,
  canDelete,
}: ItemProps) {
  return (
    <Accordion.Item value={item.key} data-item-key={item.key}>
      <Group wrap="nowrap" gap={4} pr="xs">
        <Accordion.Control style={{ flex: 1 }}>{item.label}</Accordion.Control>
        <ItemActions
          model={model}
          fieldKey={fieldKey}
          item={item}
          showReorder={showReorder}
          canDelete={canDelete}
        />
      </Group>
      <Accordion.Panel>{item.open && <ItemForm model={item.model} />}</Accordion.Panel>
    </Accordion.Item>
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
          <Accordion
            variant="separated"
            mt={4}
            value={repeatable?.activeKey ?? null}
            onChange={(key) => model.toggleItem(field.key, key ?? repeatable?.activeKey ?? '')}
          >
            {items.map((item) => (
              <CollapsibleItem
                key={item.key}
                model={model}
                fieldKey={field.key}
                item={item}
                showReorder={!!repeatable?.showReorder}
                canDelete={!!repeatable?.canDelete}
              />
            ))}
          </Accordion>
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
