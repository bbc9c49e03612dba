import { Stack } from '@mantine/core';
import type { FormModel } from '../../core/index.ts';
import { GroupBody } from '../layout/group-body.tsx';
import { useFormSnapshot } from '../use-model.ts';

/** An item of a repeatable group: its own model's groups, rendered with the same field components. */
export function ItemForm({ model }: { model: FormModel }) {
  const form = useFormSnapshot(model);
  return (
    <Stack gap="sm">
      {form.groups.map((group) =>
        group.fieldKeys.length === 0 ? null : (
          <div key={group.key}>
            <GroupBody model={model} group={group} showTitle={!!group.group.ShowGroupName} />
          </div>
        ),
      )}
    </Stack>
  );
}
