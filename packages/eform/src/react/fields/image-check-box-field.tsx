import { Box, Checkbox, Group } from '@mantine/core';
import { ImageChoiceGrid, OptionPicture } from '../parts/image-choices.tsx';
import { groupProps, invalidProps } from '../parts/input-props.tsx';
import { checkedOptionIds, OptionPager, OptionsStatus } from '../parts/options.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { listOf } from '../parts/values.ts';

/** spec 000 §2.4 ImageCheckBox (17): picture cards, any number checked. */
function ImageCheckBoxEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const checked = listOf(field.input);
  return (
    <div>
      <Checkbox.Group
        {...groupProps(props)}
        id={id}
        value={checked}
        onChange={(ids) => model.answer(field.key, checkedOptionIds(field, ids))}
      >
        <ImageChoiceGrid
          field={field}
          card={(option) => (
            <Checkbox.Card
              key={String(option.Id)}
              value={String(option.Id)}
              p="xs"
              disabled={field.disabled}
              {...invalidProps(props)}
            >
              <Group gap={6} align="flex-start" wrap="nowrap">
                <Checkbox.Indicator size="xs" />
                <Box flex={1} miw={0}>
                  <OptionPicture option={option} />
                </Box>
              </Group>
            </Checkbox.Card>
          )}
        />
      </Checkbox.Group>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const imageCheckBoxRenderer: FieldRenderer = { Edit: ImageCheckBoxEdit };
