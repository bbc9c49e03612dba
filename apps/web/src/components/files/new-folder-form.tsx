import { Button, Group, TextInput } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileTexts } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { allListingsKey, createFolder } from './file-api.ts';

/** spec 000 §2.5 and §5: a new folder inside the open one; its name is required. */
export function NewFolderForm({ folder }: { folder: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createFolder,
    onSuccess: (message) => {
      if (message) alertStore.success(message);
      setName('');
      return queryClient.invalidateQueries({ queryKey: allListingsKey });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const folderName = name.trim();
        if (!folderName) return setError(fileTexts.folderNameRequired);
        setError(null);
        create.mutate({ Folder: folder, FolderName: folderName });
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Folder Name"
          placeholder="Folder Name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconFolderPlus size={16} />}
          loading={create.isPending}
        >
          New Folder
        </Button>
      </Group>
    </form>
  );
}
