import { Group, Text } from '@mantine/core';
import { FieldFrame } from '../parts/field-frame.tsx';
import { ImageTile } from '../parts/image-tile.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { UploadControls } from '../parts/upload-controls.tsx';
import { listOf } from '../parts/values.ts';

function Pictures({ props, paths }: { props: FieldRendererProps; paths: string[] }) {
  if (props.field.field.HideImages)
    return (
      <Text size="sm" c="dimmed">
        {paths.length} picture(s)
      </Text>
    );
  return (
    <Group gap="xs" mt={6} mb={6}>
      {paths.map((path) => (
        <ImageTile key={path} props={props} path={path} />
      ))}
    </Group>
  );
}

/**
 * spec 000 §2.4 MultipleImages (19): upload several pictures one after another (or choose existing ones);
 * each can be viewed, resized or removed. HideImages lists the count instead of the thumbnails.
 */
function MultipleImagesEdit(props: FieldRendererProps) {
  // The control's pictures (what is left after a removal refused by Required), not the last bound value.
  const paths = listOf(props.field.input);
  return (
    <FieldFrame props={props}>
      {paths.length > 0 && <Pictures props={props} paths={paths} />}
      <UploadControls {...props} />
    </FieldFrame>
  );
}

function MultipleImagesView(props: FieldRendererProps) {
  const paths = listOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {paths.length > 0 ? <Pictures props={props} paths={paths} /> : <ReadOnlyText text="" />}
    </ReadOnlyField>
  );
}

export const multipleImagesRenderer: FieldRenderer = { Edit: MultipleImagesEdit, View: MultipleImagesView };
