import { Text } from '@mantine/core';
import { useId } from 'react';
import type { FormModel, FormSnapshot } from '../../core/index.ts';
import { GroupBody, groupTitleOf } from './group-body.tsx';
import { StepButtons } from './step-buttons.tsx';

/** spec 000 §2.4, §4 Tab_By_Tab_Question: one group at a time with Previous and Next; the first is active. */
export function TabByTabForm({ model, form }: { model: FormModel; form: FormSnapshot }) {
  const id = useId();
  // The groups with a field on the page are the steps (as the model's navigation counts them).
  const pages = form.groups.flatMap((g, index) => (g.fieldKeys.length > 0 ? [index] : []));
  const group = form.groups[form.activeGroupIndex];
  const position = pages.indexOf(form.activeGroupIndex);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        Step {position + 1} of {pages.length}
      </Text>
      {group && (
        <>
          <Text id={`${id}-title`} fw={600} size="lg" mb="xs">
            {groupTitleOf(group, form.activeGroupIndex)}
          </Text>
          <GroupBody key={group.key} model={model} group={group} showTitle={false} />
        </>
      )}
      <StepButtons model={model} form={form} />
    </section>
  );
}
