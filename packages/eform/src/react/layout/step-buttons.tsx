import { Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormModel, FormSnapshot, NavigationResult } from '../../core/index.ts';
import { Row } from '../parts/row.tsx';
import { staticIcon } from '../parts/static-icon.ts';

const previousIcon = staticIcon(IconArrowLeft, { size: 16, 'aria-hidden': true });
const nextIcon = staticIcon(IconArrowRight, { size: 16, 'aria-hidden': true });

/** spec 000 §4: a blocked Next shows the browser alert with the model's text. */
const alertWhenBlocked = (result: NavigationResult) => {
  if (result.alert) window.alert(result.alert);
};

/** Previous and Next; the first step disables Previous and the last disables Next (spec 000 §4). */
export function StepButtons({ model, form }: { model: FormModel; form: FormSnapshot }) {
  return (
    <Row justify="space-between" mt="lg">
      <Button
        variant="default"
        leftSection={previousIcon}
        disabled={!form.canGoPrevious}
        onClick={() => model.previous()}
      >
        Previous
      </Button>
      <Button
        rightSection={nextIcon}
        disabled={!form.canGoNext}
        onClick={() => alertWhenBlocked(model.next())}
      >
        Next
      </Button>
    </Row>
  );
}
