import { FieldFrame, FieldRadioGroup } from '../parts/field-frame.tsx';
import { ImageChoiceGrid, OptionPicture } from '../parts/image-choices.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { OptionPager, OptionsStatus } from '../parts/options.tsx';
import { PlainChoiceCard } from '../parts/plain-choice-card.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 ImageRadio (16): picture cards, one chosen; arrow keys move the choice. */
function ImageRadioEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const chosen = textOf(field.input);
  const invalid = wrapperAria(props)['aria-invalid'];
  return (
    <div>
      <FieldFrame props={props}>
        <FieldRadioGroup props={props}>
          <ImageChoiceGrid
            field={field}
            card={(option) => {
              const value = String(option.Id);
              return (
                <PlainChoiceCard
                  key={value}
                  role="radio"
                  name={id}
                  checked={chosen === value}
                  disabled={field.disabled}
                  invalid={invalid}
                  onClick={() => model.selectOption(field.key, value)}
                >
                  <OptionPicture option={option} />
                </PlainChoiceCard>
              );
            }}
          />
        </FieldRadioGroup>
      </FieldFrame>
      <OptionsStatus field={field} />
      <OptionPager model={model} field={field} />
    </div>
  );
}

export const imageRadioRenderer: FieldRenderer = { Edit: ImageRadioEdit };
