import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormModel, FormSnapshot, NavigationResult } from '../../core/index.ts';

/** spec 000 §4: a blocked Next shows the browser alert with the model's text. */
const alertWhenBlocked = (result: NavigationResult) => {
  if (result.alert) window.alert(result.alert);
};

/** Previous and Next; the first step disables Previous and the last disables Next (spec 000 §4). */
export function StepButtons({ model, form }: { model: FormModel; form: FormSnapshot }) {
  return (
    <Group justify="space-between" mt="lg">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        disabled={!form.canGoPrevious}
        onClick={() => model.previous()}
      >
        Previous
      </Button>
      <Button
        rightSection={<IconArrowRight size={16} aria-hidden />}
        disabled={!form.canGoNext}
        onClick={() => alertWhenBlocked(model.next())}
      >
        Next
      </Button>
    </Group>
  );
}
