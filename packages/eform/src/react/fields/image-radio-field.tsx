import { Box, Group, Radio } from '@mantine/core';
import { ImageChoiceGrid, OptionPicture } from '../parts/image-choices.tsx';
import { groupProps, invalidProps } from '../parts/input-props.tsx';
import { OptionPager, OptionsStatus } from '../parts/options.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 ImageRadio (16): picture cards, one chosen; arrow keys move the choice. */
function ImageRadioEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const chosen = textOf(field.input);
  return (
    <div>
      <Radio.Group
        {...groupProps(props)}
        id={id}
        name={id}
        value={chosen}
        onChange={(value) => model.selectOption(field.key, value)}
      >
        <ImageChoiceGrid
          field={field}
          card={(option) => (
            <Radio.Card
              key={String(option.Id)}
              value={String(option.Id)}
              name={id}
              p="xs"
              disabled={field.disabled}
              {...invalidProps(props)}
            >
              <Group gap={6} align="flex-start" wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Box flex={1} miw={0}>
                  <OptionPicture option={option} />
                </Box>
              </Group>
            </Radio.Card>
          )}
        />
      </Radio.Group>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const imageRadioRenderer: FieldRenderer = { Edit: ImageRadioEdit };
