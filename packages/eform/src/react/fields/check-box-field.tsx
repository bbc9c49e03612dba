import { Checkbox, Group } from '@mantine/core';
import { groupProps, invalidProps } from '../parts/input-props.tsx';
import { checkedOptionIds, choosableOptions, OptionPager, OptionsStatus } from '../parts/options.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { listOf } from '../parts/values.ts';

/** spec 000 §2.4 CheckBox (4): answers joined with ', ' by the model (spec 000 §5). */
function CheckBoxEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const checked = listOf(field.input);
  return (
    <div>
      <Checkbox.Group
        {...groupProps(props)}
        id={id}
        value={checked}
        // The group keeps the ids checked on other pages of a paged option list.
        onChange={(ids) => model.answer(field.key, checkedOptionIds(field, ids))}
      >
        <Group gap="md" mt={4}>
          {choosableOptions(field).map((option) => {
            const value = String(option.Id);
            return (
              <Checkbox
                key={value}
                value={value}
                label={option.OptionName}
                disabled={field.disabled}
                {...invalidProps(props)}
              />
            );
          })}
        </Group>
      </Checkbox.Group>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const checkBoxRenderer: FieldRenderer = { Edit: CheckBoxEdit };
