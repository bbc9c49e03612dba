import { Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { IconFolderOpen, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { FieldType, type UploadFileType, uploadSettingsFor } from '../../core/index.ts';
import { useEFormServices } from '../services.tsx';
import { wrapperAria } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

// spec 000 §6: admins may choose existing files on image, multi-image, PDF and graphic upload fields.
const existingFileTypes = new Set<number>([
  FieldType.Image,
  FieldType.MultipleImages,
  FieldType.PDFUploader,
  FieldType.GraphicUploader,
]);

export const PROCESSING = 'Processing...';

/**
 * Mantine's FileButton whose input is emptied once a choice is read, so choosing the same file again (after
 * removing it, or after a rejected import) is a change the browser tells of.
 */
export function ChooseFiles({
  accept,
  multiple,
  disabled,
  onFiles,
  children,
}: {
  accept?: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  children: (button: { onClick: () => void }) => ReactNode;
}) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      resetRef={reset}
      onChange={(chosen: File | File[] | null) => {
        const files = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
        reset.current?.();
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
    </FileButton>
  );
}

/**
 * The upload button of an uploader field (its progress while a file is sent; spec 000 §4: a failure clears
 * the progress and re-enables the button), and 'Use existing files' when the app offers the file manager.
 */
export function UploadControls(props: FieldRendererProps) {
  const { model, field } = props;
  const { chooseExistingFiles } = useEFormServices();
  const settings = uploadSettingsFor(field.field);
  const multiple = !!settings.IsMutiple;
  const uploading = !!field.upload?.uploading;
  const name = field.field.FieldName;
  const aria = wrapperAria(props);
  const canUseExisting =
    !!chooseExistingFiles &&
    existingFileTypes.has(field.field.FieldType) &&
    field.field.UseExistingFiles !== false;
  const chooseExisting = async () => {
    const types: UploadFileType[] = [settings.Type];
    const paths = await chooseExistingFiles!({ multiple, types });
    if (paths.length > 0) model.setFiles(field.key, multiple ? paths : paths.slice(0, 1));
  };
  return (
    <div>
      <Group gap="xs">
        <ChooseFiles
          accept={settings.Accept}
          multiple={multiple}
          disabled={field.disabled || uploading}
          onFiles={(files) => void model.upload(field.key, files)}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="light"
              size="sm"
              disabled={field.disabled || uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={uploading ? `${PROCESSING} ${name}` : `Upload ${name}`}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            >
              {uploading ? PROCESSING : multiple ? 'Upload files' : 'Upload'}
            </Button>
          )}
        </ChooseFiles>
        {canUseExisting && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFolderOpen size={16} aria-hidden />}
            disabled={field.disabled || uploading}
            onClick={() => void chooseExisting()}
            aria-label={`Use existing files for ${name}`}
          >
            Use existing files
          </Button>
        )}
      </Group>
      {uploading && (
        <Group gap="xs" mt="xs" wrap="nowrap">
          <Progress
            value={field.upload?.progress ?? 0}
            aria-label={`Uploading ${name}`}
            style={{ flex: 1 }}
            animated
          />
          <Text size="xs" c="dimmed" w={40} ta="right">
            {field.upload?.progress ?? 0}%
          </Text>
        </Group>
      )}
    </div>
  );
}
