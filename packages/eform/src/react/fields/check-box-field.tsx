import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { answerCheckedOption, choosableOptions, OptionPager, OptionsStatus } from '../parts/options.tsx';
import { PlainCheckbox } from '../parts/plain-checkbox.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { Row } from '../parts/row.tsx';
import { listOf } from '../parts/values.ts';

/** spec 000 §2.4 CheckBox (4): answers joined with ', ' by the model (spec 000 §5). */
function CheckBoxEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const checked = listOf(field.input);
  const invalid = wrapperAria(props)['aria-invalid'];
  return (
    <div>
      <FieldFrame props={props}>
        <FieldGroup props={props}>
          <Row gap="md" mt={4}>
            {choosableOptions(field).map((option) => {
              const value = String(option.Id);
              return (
                <PlainCheckbox
                  key={value}
                  value={value}
                  label={option.OptionName}
                  disabled={field.disabled}
                  invalid={invalid}
                  checked={checked.includes(value)}
                  onChange={(event) => answerCheckedOption(model, field, value, event.currentTarget.checked)}
                />
              );
            })}
          </Row>
        </FieldGroup>
      </FieldFrame>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const checkBoxRenderer: FieldRenderer = { Edit: CheckBoxEdit };
