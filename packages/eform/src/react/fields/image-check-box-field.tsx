import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import { ImageChoiceGrid, OptionPicture } from '../parts/image-choices.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { answerCheckedOption, OptionPager, OptionsStatus } from '../parts/options.tsx';
import { PlainChoiceCard } from '../parts/plain-choice-card.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { listOf } from '../parts/values.ts';

/** spec 000 §2.4 ImageCheckBox (17): picture cards, any number checked. */
function ImageCheckBoxEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const checked = listOf(field.input);
  const invalid = wrapperAria(props)['aria-invalid'];
  return (
    <div>
      <FieldFrame props={props}>
        <FieldGroup props={props}>
          <ImageChoiceGrid
            field={field}
            card={(option) => {
              const value = String(option.Id);
              return (
                <PlainChoiceCard
                  key={value}
                  role="checkbox"
                  checked={checked.includes(value)}
                  disabled={field.disabled}
                  invalid={invalid}
                  onClick={() => answerCheckedOption(model, field, value, !checked.includes(value))}
                >
                  <OptionPicture option={option} />
                </PlainChoiceCard>
              );
            }}
          />
        </FieldGroup>
      </FieldFrame>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const imageCheckBoxRenderer: FieldRenderer = { Edit: ImageCheckBoxEdit };
