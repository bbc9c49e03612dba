import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { FieldFrame } from './field-frame.tsx';
import { fileNameOf, isFileAddress } from './file-name.ts';
import { ReadOnlyField, ReadOnlyText } from './read-only.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { UploadControls } from './upload-controls.tsx';
import { textOf } from './values.ts';

/** The stored file as a link that opens it, with a button to remove it. */
export function StoredFile({ props, path }: { props: FieldRendererProps; path: string }) {
  const { model, field } = props;
  return (
    <Group gap={6} wrap="nowrap" mt="xs">
      <IconFile size={16} aria-hidden />
      <Anchor
        href={isFileAddress(path) ? path : undefined}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {fileNameOf(path)}
      </Anchor>
      {!field.readOnly && (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label={`Remove ${fileNameOf(path)} from ${field.field.FieldName}`}
          disabled={field.disabled}
          onClick={() => model.removeFile(field.key, path)}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** spec 000 §2.4 PDF, Word, graphic (and plain CSV) uploaders: upload one file, open or remove it. */
export function DocumentUploadEdit(props: FieldRendererProps) {
  // The control's file (gone after a removal refused by Required), not the last bound value.
  const path = textOf(props.field.input);
  return (
    <FieldFrame props={props}>
      <UploadControls {...props} />
      {path && <StoredFile props={props} path={path} />}
    </FieldFrame>
  );
}

export function DocumentUploadView(props: FieldRendererProps) {
  const path = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {path ? <StoredFile props={props} path={path} /> : <ReadOnlyText text="" />}
    </ReadOnlyField>
  );
}
