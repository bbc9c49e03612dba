import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconResize } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldRendererProps } from './renderer-types.ts';
import { IMAGE_RESIZER_DELAY_MS, useDelayedOpen } from './use-delayed-open.ts';

const pixels = (value: number | string) => (typeof value === 'number' ? Math.max(0, Math.round(value)) : 0);

/**
 * spec 000 §4, §5: resize a chosen picture. Width and height are whole numbers; an empty or 0 dimension
 * keeps the proportion, so at least one must be above 0. The model replaces the picture with the resized
 * copy's path. The pop-up opens 0.3 s after the click (spec 000 §2.5).
 */
export function ImageResizeButton({
  props,
  path,
  label,
}: {
  props: FieldRendererProps;
  path: string;
  label: string;
}) {
  const { model, field } = props;
  const popup = useDelayedOpen(IMAGE_RESIZER_DELAY_MS);
  const [width, setWidth] = useState<number | string>('');
  const [height, setHeight] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const resize = async () => {
    setBusy(true);
    const done = await model.resizeImage(field.key, path, pixels(width), pixels(height));
    setBusy(false);
    if (done) popup.close();
  };
  return (
    <Popover
      opened={popup.opened}
      onChange={(opened) => (opened ? popup.open() : popup.close())}
      trapFocus
      withinPortal
      position="bottom-start"
      shadow="md"
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconResize size={12} aria-hidden />}
          aria-label={`Resize ${label}`}
          disabled={field.disabled}
          onClick={popup.toggle}
        >
          Resize
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <Text size="xs" c="dimmed">
            Leave a size empty or 0 to keep the proportion.
          </Text>
          <Group gap="xs" grow>
            <NumberInput
              label="Width"
              size="xs"
              min={0}
              allowDecimal={false}
              value={width}
              onChange={setWidth}
            />
            <NumberInput
              label="Height"
              size="xs"
              min={0}
              allowDecimal={false}
              value={height}
              onChange={setHeight}
            />
          </Group>
          <Button
            size="xs"
            loading={busy}
            disabled={pixels(width) === 0 && pixels(height) === 0}
            onClick={() => void resize()}
          >
            Resize
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
