import { Rating } from '@mantine/core';
import { RATING_MAX } from '../../core/index.ts';
import { FieldFrame } from '../parts/field-frame.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

const starLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/** spec 000 §2.4 Rating (15): one to five stars, by mouse or arrow keys; choosing the chosen star clears it. */
function RatingEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  return (
    <FieldFrame props={props}>
      <Rating
        mt={4}
        role="radiogroup"
        {...wrapperAria(props)}
        name={id}
        count={RATING_MAX}
        value={typeof field.input === 'number' ? field.input : 0}
        allowClear
        readOnly={field.disabled}
        getSymbolLabel={starLabel}
        onChange={(stars) => model.answer(field.key, stars)}
      />
    </FieldFrame>
  );
}

function RatingView(props: FieldRendererProps) {
  const stars = typeof props.field.value === 'number' ? props.field.value : 0;
  return (
    <ReadOnlyField props={props}>
      {stars > 0 ? (
        <Rating value={stars} count={RATING_MAX} readOnly aria-label={starLabel(stars)} role="img" />
      ) : (
        <ReadOnlyText text="" />
      )}
    </ReadOnlyField>
  );
}

export const ratingRenderer: FieldRenderer = { Edit: RatingEdit, View: RatingView };
