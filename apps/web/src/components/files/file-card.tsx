import { ActionIcon, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { fileManagerTexts } from '@wayfare/contracts';
import { formatMegabytes } from '../format.ts';
import { FileThumbnail } from './file-thumbnail.tsx';
import type { FileEntry } from './file-types.ts';

export type FileCardProps = {
  entry: FileEntry;
  mode: 'multiple' | 'single';
  selected: boolean;
  /** False for files of a type the caller did not ask for. */
  selectable: boolean;
  onOpenFolder: () => void;
  onToggle: () => void;
  onInsert: () => void;
  onView: () => void;
  /** Deletes the entry; without it (the person may not), no Delete button. */
  onDelete?: () => void;
};

/** One thumbnail of the file manager's grid: a folder opens; a file is selected or inserted. */
export function FileCard({
  entry,
  mode,
  selected,
  selectable,
  onOpenFolder,
  onToggle,
  onInsert,
  onView,
  onDelete,
}: FileCardProps) {
  return (
    <Card
      withBorder
      padding="xs"
      h="100%"
      data-testid="file-card"
      data-selected={selected || undefined}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Card.Section
        onDoubleClick={entry.IsDirectory ? onOpenFolder : undefined}
        style={{ cursor: entry.IsDirectory ? 'pointer' : undefined }}
      >
        <FileThumbnail entry={entry} />
      </Card.Section>
      <Tooltip label={entry.Name} openDelay={400}>
        <Text size="sm" fw={500} truncate mt="xs">
          {entry.Name}
        </Text>
      </Tooltip>
      {!entry.IsDirectory && (
        <Text size="xs" c="dimmed">
          {formatMegabytes(entry.SizeInByte)}
        </Text>
      )}
      <Group gap={4} mt="xs" wrap="nowrap">
        {entry.IsDirectory && (
          <Button size="compact-xs" variant="light" onClick={onOpenFolder} aria-label={`Open ${entry.Name}`}>
            Open
          </Button>
        )}
        {!entry.IsDirectory && mode === 'multiple' && (
          <Button
            size="compact-xs"
            variant={selected ? 'filled' : 'light'}
            disabled={!selectable}
            onClick={onToggle}
            aria-label={`${selected ? fileManagerTexts.unselect : fileManagerTexts.select} ${entry.Name}`}
          >
            {selected ? fileManagerTexts.unselect : fileManagerTexts.select}
          </Button>
        )}
        {!entry.IsDirectory && mode === 'single' && (
          <Button
            size="compact-xs"
            disabled={!selectable}
            onClick={onInsert}
            aria-label={`${fileManagerTexts.insert} ${entry.Name}`}
          >
            {fileManagerTexts.insert}
          </Button>
        )}
        {entry.IsImage && !entry.IsDirectory && (
          <ActionIcon size="sm" variant="subtle" onClick={onView} aria-label={`View ${entry.Name}`}>
            <IconEye size={14} />
          </ActionIcon>
        )}
        {onDelete && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${entry.Name}`}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
