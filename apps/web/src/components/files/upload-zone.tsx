import '@mantine/dropzone/styles.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { allListingsKey, uploadFile } from './file-api.ts';
import { acceptFor, fileTypeOfName } from './file-kinds.ts';
import type { FileType } from './file-types.ts';

type Progressing = { index: number; count: number; name: string; percent: number };

/**
 * Uploads dropped or chosen files into the open folder, one by one (spec 001 §5), with a progress
 * bar driven by the upload's progress events. A failure shows its error, clears the progress and
 * lets the person upload again (spec 000 §4); the files after it are not sent.
 */
export function UploadZone({ folder, types }: { folder: string; types?: FileType[] }) {
  const [progress, setProgress] = useState<Progressing | null>(null);
  const queryClient = useQueryClient();

  async function upload(files: File[]) {
    try {
      for (const [index, file] of files.entries()) {
        const type = fileTypeOfName(file.name);
        if (!type || (types && !types.includes(type))) {
          throw new Error(`${file.name} is not a file type that can be uploaded here`);
        }
        setProgress({ index, count: files.length, name: file.name, percent: 0 });
        await uploadFile(type, file, folder, (percent) =>
          setProgress({ index, count: files.length, name: file.name, percent }),
        );
      }
    } catch (error) {
      alertStore.error(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: allListingsKey });
    }
  }

  return (
    <Stack gap={6}>
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={(rejections) =>
          alertStore.error(
            `${rejections.map((rejection) => rejection.file.name).join(', ')} cannot be uploaded here`,
          )
        }
        accept={acceptFor(types)}
        disabled={progress !== null}
        multiple
        p="sm"
        aria-label="Upload files"
      >
        <Group justify="center" gap="xs" mih={36} style={{ pointerEvents: 'none' }}>
          <IconUpload size={20} aria-hidden />
          <Text size="sm">Drop files here or click to upload</Text>
        </Group>
      </Dropzone>
      {progress && (
        <Stack gap={2} data-testid="upload-progress">
          <Text size="xs" c="dimmed">
            Uploading {progress.name} ({progress.index + 1} of {progress.count})
          </Text>
          <Progress
            value={progress.percent}
            aria-label={`Upload progress ${progress.percent}%`}
            animated
            striped
          />
        </Stack>
      )}
    </Stack>
  );
}
