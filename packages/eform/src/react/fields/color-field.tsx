import { ActionIcon, ColorInput, ColorSwatch, Group } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { eformTexts } from '@wayfare/contracts';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 Color (23): a colour picker with a reset that clears the colour. */
function ColorEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const value = textOf(field.input);
  return (
    <ColorInput
      {...inputProps(props)}
      value={value}
      format="hex"
      popoverProps={{ withinPortal: true }}
      eyeDropperButtonProps={{ 'aria-label': `Pick ${field.field.FieldName} from the screen` }}
      rightSection={
        value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Reset ${field.field.FieldName}`}
            disabled={field.disabled}
            onClick={() => model.answer(field.key, '')}
          >
            <IconRestore size={16} aria-hidden />
          </ActionIcon>
        ) : undefined
      }
      onChange={(color) => model.answer(field.key, color)}
    />
  );
}

/** spec 000 §2.4: 'No Color' when none is set. */
function ColorView(props: FieldRendererProps) {
  const color = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {color ? (
        <Group gap="xs">
          <ColorSwatch color={color} size={18} aria-hidden />
          <ReadOnlyText text={color} />
        </Group>
      ) : (
        <ReadOnlyText text={eformTexts.noColor} />
      )}
    </ReadOnlyField>
  );
}

export const colorRenderer: FieldRenderer = { Edit: ColorEdit, View: ColorView };
