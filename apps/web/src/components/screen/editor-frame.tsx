import { Alert, Box, Button, Group, Loader, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { texts } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { AppEForm } from '../eform/app-eform.tsx';
import { type BreadcrumbItem, PageBreadcrumb } from '../navigation/page-breadcrumb.tsx';
import { SaveBar } from '../save-bar/save-bar.tsx';
import type { RecordEditor } from './use-record-editor.ts';

export type EditorFrameProps = {
  /** The crumbs before this form, e.g. [{ label: 'Countries', onClick: close }]. */
  trail: BreadcrumbItem[];
  /** The form's heading and last crumb: 'New Country', 'Edit Ghana'. */
  title: string;
  /** What the form edits ('country'), for the loading and not-found states. */
  item: string;
  /** Back To Details, and the way back from a record that is not there. */
  onBack: () => void;
  /** From useRecordEditor (in view mode only Back To Details); without it the frame shows `state`. */
  editor?: RecordEditor;
  /** Between the heading and the form (a person's picture and licence, the 'Edit Profile' switch). */
  intro?: ReactNode;
  /** Before there is an editor: a loader, or a record that is not there (deleted since the link was made). */
  state?: 'loading' | 'missing';
};

/**
 * spec 000 §2.3 and §2.4: the edit view of an admin screen: breadcrumb, heading, the engine's form
 * (validated before the save runs, its messages under the fields) and the save bar: Save or Update from
 * the record's identifier, Back To Details.
 */
export function EditorFrame({
  trail,
  title,
  item,
  onBack,
  editor,
  intro,
  state = 'loading',
}: EditorFrameProps) {
  return (
    <Box>
      <PageBreadcrumb items={[...trail, { label: title }]} />
      {editor ? (
        <>
          <Title order={2} size="h3" mb="md">
            {title}
          </Title>
          {intro}
          {editor.readOnly ? (
            <AppEForm model={editor.model}>
              <Group justify="flex-end" mt="lg">
                <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
                  {texts.backToDetails}
                </Button>
              </Group>
            </AppEForm>
          ) : (
            <AppEForm model={editor.model} onSubmit={(values) => void editor.save(values)}>
              <SaveBar id={editor.id} status={editor.saving ? 'saving' : 'idle'} onBack={onBack} />
            </AppEForm>
          )}
        </>
      ) : state === 'loading' ? (
        <Loader aria-label={`Loading the ${item}`} />
      ) : (
        <Alert color="yellow" title={`This ${item} is not on this page of the list`}>
          It may have been renamed or deleted since the link was made. Go back to the list and open it from
          there.
          <Box mt="sm">
            <Button variant="default" onClick={onBack}>
              Back to {trail[trail.length - 1]?.label ?? 'the list'}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
