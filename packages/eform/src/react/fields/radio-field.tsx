import { FieldFrame, FieldRadioGroup } from '../parts/field-frame.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { choosableOptions, OptionPager, OptionsStatus } from '../parts/options.tsx';
import { PlainRadio } from '../parts/plain-radio.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { Row } from '../parts/row.tsx';
import { textOf } from '../parts/values.ts';

/**
 * spec 000 §2.4 Radio (3): one choice of the options, a radio group named by the field's label and described
 * by its help and error, as Mantine's Radio.Group draws it.
 */
function RadioEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const chosen = textOf(field.input);
  const invalid = wrapperAria(props)['aria-invalid'];
  return (
    <div>
      <FieldFrame props={props}>
        <FieldRadioGroup props={props}>
          <Row gap="md" mt={4}>
            {choosableOptions(field).map((option) => {
              const value = String(option.Id);
              return (
                <PlainRadio
                  key={value}
                  name={id}
                  value={value}
                  label={option.OptionName}
                  checked={chosen === value}
                  disabled={field.disabled}
                  invalid={invalid}
                  onChange={() => model.selectOption(field.key, value)}
                />
              );
            })}
          </Row>
        </FieldRadioGroup>
      </FieldFrame>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const radioRenderer: FieldRenderer = { Edit: RadioEdit };
