import { Html } from '../parts/html.tsx';
import { PlainStack, SmallText } from '../parts/plain-display.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

const boldStyle = { fontWeight: 600 };

/** spec 000 §2.4 Label (32): a title and its explanation; nothing to answer, the same in both modes. */
function LabelField({ field }: FieldRendererProps) {
  const { FieldName, HideTitle, Explanation } = field.field;
  return (
    <PlainStack gap={4}>
      {!HideTitle && <SmallText style={boldStyle}>{FieldName}</SmallText>}
      {Explanation && <Html html={Explanation} />}
    </PlainStack>
  );
}

export const labelRenderer: FieldRenderer = { Edit: LabelField, View: LabelField };
