import { Anchor, Box, Breadcrumbs, Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addSelectedFiles, fileManagerTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { confirmAction } from '../feedback/confirm-action.tsx';
import { LoadingCard, NoRecordCard } from '../feedback/status-cards.tsx';
import { useCanCall } from '../screen/use-can-call.ts';
import { allListingsKey, deleteFolderItem, filesQueryKey, getFiles } from './file-api.ts';
import { FileCard } from './file-card.tsx';
import { fileTypeOfEntry } from './file-kinds.ts';
import type { FileEntry, FileType } from './file-types.ts';
import { NewFolderForm } from './new-folder-form.tsx';
import { UploadZone } from './upload-zone.tsx';

export type FileManagerOptions = {
  /** Several files with Select/Unselect and 'Add N Selected File(s)'; otherwise one file with Insert. */
  multiple?: boolean;
  /** The folder to open first, as a path below Root ('cars/2024'); default Root. */
  folder?: string;
  /** Only files of these types can be chosen and uploaded; default every type. */
  types?: FileType[];
};

// spec 000 §2.5: thumbnails six per row (2 of 12 columns).
export const FILES_PER_ROW = 6;

const splitFolder = (folder = '') => folder.split('/').filter(Boolean);
const { CreateFolder, DeleteFolder } = calls.FileUpload;

type FileManagerModalProps = {
  options: FileManagerOptions;
  /** Called once with the chosen addresses ([] when closed without choosing). */
  onDone: (urls: string[]) => void;
  onView: (entry: FileEntry) => void;
};

/**
 * spec 000 §2.5: the file manager: a modal with a static backdrop that starts at Root, adds a
 * breadcrumb per opened folder, shows thumbnails six per row with sizes in MB, lets a person create
 * and delete folders and files, upload into the open folder, and choose files. New Folder and Delete
 * show as the person's Files & Folders rights allow (issue 29 §3: deleting another person's file takes
 * the same right as deleting a folder).
 */
export function FileManagerModal({ options, onDone, onView }: FileManagerModalProps) {
  const [trail, setTrail] = useState(() => splitFolder(options.folder));
  const [selected, setSelected] = useState<string[]>([]);
  const directory = trail.join('/');
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: filesQueryKey(directory),
    queryFn: ({ signal }) => getFiles(directory, signal),
    // Files also change outside this modal (an uploader field, the image resizer, another admin): every
    // folder shown is listed afresh, what was cached showing meanwhile.
    staleTime: 0,
  });
  const canCreateFolders = useCanCall(CreateFolder);
  const canDelete = useCanCall(DeleteFolder);
  const remove = useMutation({
    mutationFn: (entry: FileEntry) => deleteFolderItem(entry, directory),
    onSuccess: (message, entry) => {
      if (message) alertStore.success(message);
      setSelected((paths) => paths.filter((path) => path !== entry.FilePath));
      return queryClient.invalidateQueries({ queryKey: allListingsKey });
    },
  });
  const entries = files.isError ? [] : (files.data ?? []);
  const mode = options.multiple ? 'multiple' : 'single';
  const canChoose = (entry: FileEntry) => {
    const type = fileTypeOfEntry(entry);
    return !options.types || (type !== undefined && options.types.includes(type));
  };

  async function confirmDelete(entry: FileEntry) {
    const item = entry.IsDirectory ? 'folder' : 'file';
    if (await confirmAction({ action: 'delete', item, name: entry.Name })) remove.mutate(entry);
  }

  const toggle = (path: string) =>
    setSelected((paths) => (paths.includes(path) ? paths.filter((p) => p !== path) : [...paths, path]));

  return (
    <Modal
      opened
      onClose={() => onDone([])}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the file manager' }}
      title="File Manager"
      size="70rem"
      data-testid="file-manager"
    >
      <Stack gap="sm">
        <Box component="nav" aria-label="Folders">
          <Breadcrumbs>
            {[fileManagerTexts.root, ...trail].map((name, index) =>
              index === trail.length ? (
                <Text key={`/${trail.slice(0, index).join('/')}`} size="sm" fw={600} aria-current="location">
                  {name}
                </Text>
              ) : (
                <Anchor
                  key={`/${trail.slice(0, index).join('/')}`}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setTrail(trail.slice(0, index))}
                >
                  {name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </Box>
        <Grid>
          {canCreateFolders && (
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <NewFolderForm folder={directory} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: canCreateFolders ? 7 : 12 }}>
            <UploadZone folder={directory} types={options.types} />
          </Grid.Col>
        </Grid>
        {entries.length === 0 ? (
          files.isFetching ? (
            <LoadingCard />
          ) : (
            <NoRecordCard />
          )
        ) : (
          <Grid>
            {entries.map((entry) => (
              <Grid.Col
                key={entry.FilePath}
                span={{ base: 6, xs: 4, sm: 12 / FILES_PER_ROW }}
                data-span={12 / FILES_PER_ROW}
              >
                <FileCard
                  entry={entry}
                  mode={mode}
                  selected={selected.includes(entry.FilePath)}
                  selectable={canChoose(entry)}
                  onOpenFolder={() => setTrail([...trail, entry.Name])}
                  onToggle={() => toggle(entry.FilePath)}
                  onInsert={() => onDone([entry.FilePath])}
                  onView={() => onView(entry)}
                  onDelete={canDelete ? () => void confirmDelete(entry) : undefined}
                />
              </Grid.Col>
            ))}
          </Grid>
        )}
        {mode === 'multiple' && (
          <Group justify="flex-end">
            <Button disabled={selected.length === 0} onClick={() => onDone(selected)}>
              {addSelectedFiles(selected.length)}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
