import { Group, Input, NativeSelect, SegmentedControl, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EformDisplayType } from '@wayfare/eform/core';
import { useId } from 'react';
import { exampleNamed, playgroundExamples } from '../examples/index.ts';
import { displayModes, VIEW_MODE_LABEL } from './display-modes.ts';
import type { Playground } from './use-playground.ts';

// Four mode names do not fit side by side on a phone: there they stack.
const NARROW_QUERY = '(max-width: 47.99em)';

/** The example picker, the display mode and the view mode switch. */
export function PlaygroundControls({ playground }: { playground: Playground }) {
  const modeLabelId = useId();
  const narrow = useMediaQuery(NARROW_QUERY) ?? false;
  return (
    <Stack gap="sm" mb="lg">
      <NativeSelect
        label="Example"
        description={exampleNamed(playground.exampleName)?.summary}
        data={playgroundExamples.map((example) => example.name)}
        value={playground.exampleName}
        onChange={(event) => playground.chooseExample(event.currentTarget.value)}
        maw={520}
      />
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Input.Wrapper
          label="Display mode"
          labelElement="div"
          id={modeLabelId}
          description="Overrides the definition's EformDisplayType while you try it"
          style={narrow ? { width: '100%' } : undefined}
        >
          <SegmentedControl
            aria-labelledby={`${modeLabelId}-label`}
            mt={4}
            data={displayModes.map((mode) => ({ value: String(mode.value), label: mode.label }))}
            value={String(playground.mode)}
            onChange={(value) => playground.chooseMode(Number(value) as EformDisplayType)}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
          />
        </Input.Wrapper>
        <Switch
          label={VIEW_MODE_LABEL}
          checked={playground.readOnly}
          onChange={(event) => playground.chooseReadOnly(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
    </Stack>
  );
}
