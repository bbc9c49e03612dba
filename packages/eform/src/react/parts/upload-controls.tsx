import { Progress, Text } from '@mantine/core';
import { IconFolderOpen, IconUpload } from '@tabler/icons-react';
import { FieldType, type UploadFileType, uploadSettingsFor } from '../../core/index.ts';
import { useEFormServices } from '../services.tsx';
import { wrapperAria } from './input-props.tsx';
import { PlainButton } from './plain-button.tsx';
import { PlainFileButton } from './plain-file-button.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { Row } from './row.tsx';
import { staticIcon } from './static-icon.ts';

const uploadIcon = staticIcon(IconUpload, { size: 16, 'aria-hidden': true });
const browseIcon = staticIcon(IconFolderOpen, { size: 16, 'aria-hidden': true });

// spec 000 §6: admins may choose existing files on image, multi-image, PDF and graphic upload fields.
const existingFileTypes = new Set<number>([
  FieldType.Image,
  FieldType.MultipleImages,
  FieldType.PDFUploader,
  FieldType.GraphicUploader,
]);

export const PROCESSING = 'Processing...';

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
      <Row gap="xs">
        <PlainFileButton
          accept={settings.Accept}
          multiple={multiple}
          disabled={field.disabled || uploading}
          onChange={(chosen) => {
            const files = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
            if (files.length > 0) void model.upload(field.key, files);
          }}
        >
          {(buttonProps) => (
            <PlainButton
              {...buttonProps}
              variant="light"
              size="sm"
              disabled={field.disabled || uploading}
              leftSection={uploadIcon}
              aria-label={uploading ? `${PROCESSING} ${name}` : `Upload ${name}`}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            >
              {uploading ? PROCESSING : multiple ? 'Upload files' : 'Upload'}
            </PlainButton>
          )}
        </PlainFileButton>
        {canUseExisting && (
          <PlainButton
            variant="default"
            size="sm"
            leftSection={browseIcon}
            disabled={field.disabled || uploading}
            onClick={() => void chooseExisting()}
            aria-label={`Use existing files for ${name}`}
          >
            Use existing files
          </PlainButton>
        )}
      </Row>
      {uploading && (
        <Row gap="xs" mt="xs" wrap={false}>
          <Progress
            value={field.upload?.progress ?? 0}
            aria-label={`Uploading ${name}`}
            style={{ flex: 1 }}
            animated
          />
          <Text size="xs" c="dimmed" w={40} ta="right">
            {field.upload?.progress ?? 0}%
          </Text>
        </Row>
      )}
    </div>
  );
}
