import { Stack, Text } from '@mantine/core';
import { Html } from '../parts/html.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/** spec 000 §2.4 Label (32): a title and its explanation; nothing to answer, the same in both modes. */
function LabelField({ field }: FieldRendererProps) {
  const { FieldName, HideTitle, Explanation } = field.field;
  return (
    <Stack gap={4}>
      {!HideTitle && (
        <Text fw={600} size="sm">
          {FieldName}
        </Text>
      )}
      {Explanation && <Html html={Explanation} />}
    </Stack>
  );
}

export const labelRenderer: FieldRenderer = { Edit: LabelField, View: LabelField };
