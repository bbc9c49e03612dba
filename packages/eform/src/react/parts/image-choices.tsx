import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { FieldOption, FieldSnapshot } from '../../core/index.ts';
import { choosableOptions } from './options.tsx';

/** Image options shown per page when the field has ShowPagination (spec 000 §2.4 "optional pagination"). */
export const IMAGE_OPTIONS_PER_PAGE = 6;

/** A picture option's picture and name, for a radio or check box card. */
export function OptionPicture({ option }: { option: FieldOption }) {
  return (
    <div className="eform-image-choice">
      {option.ImageURL && <img src={option.ImageURL} alt="" loading="lazy" />}
      <div className="eform-image-choice-name">{option.OptionName}</div>
    </div>
  );
}

/**
 * The cards of an image radio or image check box, six per page with Previous/Next when the field has
 * ShowPagination (the options' own paging, spec 000 §4, is the OptionPager's).
 */
export function ImageChoiceGrid({
  field,
  card,
}: {
  field: FieldSnapshot;
  card: (option: FieldOption) => ReactNode;
}) {
  const options = choosableOptions(field);
  const paged = !!field.field.ShowPagination && options.length > IMAGE_OPTIONS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(options.length / IMAGE_OPTIONS_PER_PAGE));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const shown = paged
    ? options.slice(current * IMAGE_OPTIONS_PER_PAGE, (current + 1) * IMAGE_OPTIONS_PER_PAGE)
    : options;
  return (
    <>
      <div className="eform-tiles">{shown.map((option) => card(option))}</div>
      {paged && (
        <Group gap="xs" mt="xs" justify="space-between">
          <Button
            size="compact-sm"
            variant="default"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous pictures
          </Button>
          <Text size="sm" aria-live="polite">
            Page {current + 1} of {pages}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next pictures
          </Button>
        </Group>
      )}
    </>
  );
}
