import { Button, Group, Paper, UnstyledButton } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEFormServices } from '../services.tsx';
import { fileNameOf, isFileAddress } from './file-name.ts';
import { ImageResizeButton } from './image-resize-button.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/** A chosen picture: click to view it; in edit mode Resize and Reset (remove it, to choose again). */
export function ImageTile({ props, path }: { props: FieldRendererProps; path: string }) {
  const { model, field } = props;
  const { viewImage } = useEFormServices();
  const name = fileNameOf(path);
  const view = () => (viewImage ? viewImage(path, name) : window.open(path, '_blank', 'noopener'));
  return (
    <Paper withBorder p={6} radius="sm" w={150}>
      <UnstyledButton onClick={view} aria-label={`View ${name}`} style={{ display: 'block', width: '100%' }}>
        {isFileAddress(path) && (
          <img
            src={path}
            alt=""
            style={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 4 }}
          />
        )}
      </UnstyledButton>
      {!field.readOnly && (
        <Group gap={4} mt={6} justify="space-between">
          <ImageResizeButton props={props} path={path} label={name} />
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconRestore size={12} aria-hidden />}
            aria-label={`Reset ${field.field.FieldName}: remove ${name}`}
            disabled={field.disabled}
            onClick={() => model.removeFile(field.key, path)}
          >
            Reset
          </Button>
        </Group>
      )}
    </Paper>
  );
}
