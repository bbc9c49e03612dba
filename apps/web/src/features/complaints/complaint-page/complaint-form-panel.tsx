import { Group, Paper, Title } from '@mantine/core';
import type { Complaint } from '@wayfare/contracts';
import type { FormModel, FormValues } from '@wayfare/eform/core';
import type { ReactNode } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';

/** What a response or a reply sends from its form: the complaint, the text, the picture if one was chosen. */
export const feedbackBody = (complaint: Complaint, values: FormValues) => ({
  ComplaintId: complaint.Id,
  Feedback: String(values.Feedback ?? ''),
  Picture: values.Picture ? String(values.Picture) : null,
});

/** The panel under a complaint's thread where one writes into it: a heading, the form, its buttons. */
export function ComplaintFormPanel({
  title,
  model,
  onSubmit,
  children,
}: {
  title: string;
  model: FormModel | null;
  onSubmit: (values: FormValues) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <AppEForm model={model} onSubmit={onSubmit}>
        <Group justify="flex-end" mt="md" gap="sm">
          {children}
        </Group>
      </AppEForm>
    </Paper>
  );
}
