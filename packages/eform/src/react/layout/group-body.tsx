import { Divider, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { FormModel, GroupSnapshot } from '../../core/index.ts';
import { FieldView } from '../field-view.tsx';
import { Html } from '../parts/html.tsx';

export const groupTitleOf = (group: GroupSnapshot, index: number) =>
  group.group.GroupName?.trim() || `Group ${index + 1}`;

type GroupBodyProps = {
  model: FormModel;
  group: GroupSnapshot;
  /** Show the group's name as a title (Regular: only with ShowGroupName). */
  showTitle: boolean;
  titleId?: string;
};

/**
 * A group's fields in a 12-column grid. The group snapshot object is kept by the model while its field list
 * is unchanged, so memo skips this on every answer that shows or hides nothing.
 */
export const GroupBody = memo(function GroupBody({ model, group, showTitle, titleId }: GroupBodyProps) {
  const { GroupName, Description } = group.group;
  return (
    <>
      {showTitle && GroupName && (
        <>
          <Title order={3} size="h4" id={titleId}>
            {GroupName}
          </Title>
          <Divider mt={4} mb="sm" />
        </>
      )}
      {Description && (
        <Text component="div" size="sm" c="dimmed" mb="sm">
          <Html html={Description} />
        </Text>
      )}
      <div className="eform-grid">
        {group.fieldKeys.map((key) => (
          <FieldView key={key} model={model} fieldKey={key} />
        ))}
      </div>
    </>
  );
});
