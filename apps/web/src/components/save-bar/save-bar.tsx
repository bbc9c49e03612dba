import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { isEmptyIdentifier, texts } from '@wayfare/contracts';

export type SaveBarStatus = 'idle' | 'saving' | 'processing';

export type SaveBarProps = {
  /** The record's identifier: empty (0, '0', '', the all-zero guid) means a new record. */
  id: unknown;
  /** 'saving' shows 'Saving...' or 'Updating...'; 'processing' shows 'Processing...'. */
  status?: SaveBarStatus;
  /** Without it the button submits its form. */
  onSave?: () => void;
  /** Shows 'Back To Details' when given. */
  onBack?: () => void;
  disabled?: boolean;
};

/** spec 000 §2.3: 'Save' for a record without an identifier, 'Update' otherwise, with busy labels. */
export const saveLabel = (id: unknown, status: SaveBarStatus = 'idle') => {
  const isNew = isEmptyIdentifier(id);
  if (status === 'processing') return texts.processing;
  if (status === 'saving') return isNew ? texts.saving : texts.updating;
  return isNew ? texts.save : texts.update;
};

export function SaveBar({ id, status = 'idle', onSave, onBack, disabled = false }: SaveBarProps) {
  const busy = status !== 'idle';
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      {onBack && (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
          {texts.backToDetails}
        </Button>
      )}
      <Button
        type={onSave ? 'button' : 'submit'}
        onClick={onSave}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        leftSection={<IconDeviceFloppy size={16} />}
      >
        {saveLabel(id, status)}
      </Button>
    </Group>
  );
}
