import { Button, Group, Image, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PLACEHOLDER_PICTURE } from '../placeholder-pictures.ts';
import { resizeImage } from './file-api.ts';

/** spec 000 §5: an empty or zero dimension keeps that dimension (sent as 0). */
export const dimensionToSend = (value: string | number) => {
  const number = typeof value === 'number' ? value : Number(value.trim() || 0);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
};

type ImageResizerModalProps = {
  filePath: string;
  /** Called once: the new file's path, or null when closed without resizing. */
  onDone: (newFilePath: string | null) => void;
};

/** spec 000 §2.5 and §4: resizes a picture to a width and/or height and returns the new file's path. */
export function ImageResizerModal({ filePath, onDone }: ImageResizerModalProps) {
  const [width, setWidth] = useState<string | number>('');
  const [height, setHeight] = useState<string | number>('');
  const resize = useMutation({
    mutationFn: () => resizeImage(filePath, dimensionToSend(width), dimensionToSend(height)),
    onSuccess: (newFilePath) => onDone(newFilePath),
  });
  const nothingToChange = dimensionToSend(width) === 0 && dimensionToSend(height) === 0;

  return (
    <Modal opened onClose={() => onDone(null)} title="Resize Image" centered data-testid="image-resizer">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!nothingToChange) resize.mutate();
        }}
      >
        <Stack gap="sm">
          <Image
            src={filePath}
            fallbackSrc={PLACEHOLDER_PICTURE}
            alt="The picture to resize"
            mah={220}
            fit="contain"
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Width"
              value={width}
              onChange={setWidth}
              min={0}
              allowNegative={false}
              allowDecimal={false}
            />
            <NumberInput
              label="Height"
              value={height}
              onChange={setHeight}
              min={0}
              allowNegative={false}
              allowDecimal={false}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Leave a dimension empty or 0 to keep it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={nothingToChange} loading={resize.isPending}>
              Resize
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
