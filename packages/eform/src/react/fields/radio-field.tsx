import { Group, Radio } from '@mantine/core';
import { groupProps, invalidProps } from '../parts/input-props.tsx';
import { choosableOptions, OptionPager, OptionsStatus } from '../parts/options.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 Radio (3). */
function RadioEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  return (
    <div>
      <Radio.Group
        {...groupProps(props)}
        id={id}
        name={id}
        value={textOf(field.input)}
        onChange={(value) => model.selectOption(field.key, value)}
      >
        <Group gap="md" mt={4}>
          {choosableOptions(field).map((option) => (
            <Radio
              key={String(option.Id)}
              value={String(option.Id)}
              label={option.OptionName}
              disabled={field.disabled}
              {...invalidProps(props)}
            />
          ))}
        </Group>
      </Radio.Group>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const radioRenderer: FieldRenderer = { Edit: RadioEdit };
