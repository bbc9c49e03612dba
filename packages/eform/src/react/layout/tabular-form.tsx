import { Tabs } from '@mantine/core';
import type { FormModel, FormSnapshot } from '../../core/index.ts';
import { GroupBody, groupTitleOf } from './group-body.tsx';

/** spec 000 §2.4 Tabular: one tab per group (groups without a field on the page have none). */
export function TabularForm({ model, form }: { model: FormModel; form: FormSnapshot }) {
  const tabs = form.groups.flatMap((group, index) => (group.fieldKeys.length > 0 ? [{ group, index }] : []));
  const active = String(form.activeGroupIndex);
  return (
    <Tabs
      value={active}
      onChange={(value) => value !== null && model.setActiveGroup(Number(value))}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map(({ group, index }) => (
          <Tabs.Tab key={group.key} value={String(index)}>
            {groupTitleOf(group, index)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ group, index }) => (
        <Tabs.Panel key={group.key} value={String(index)}>
          <GroupBody model={model} group={group} showTitle={false} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
