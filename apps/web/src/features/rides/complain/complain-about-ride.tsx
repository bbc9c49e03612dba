import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { MyRide } from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateComplaint } from '../api/create-complaint.ts';
import { complaintForm, complaintLabels } from './complaint-form.ts';

export const COMPLAIN = 'Complain about this ride';
export const complaintSent = 'Your complaint has been sent. We will answer it in My Complaints';

type Outcome = { text: string; complaintId?: number };

/**
 * issue 17 §4: a rider's complaint about a ride they rode in: the form opens on the button; once sent,
 * a link to it in My Complaints takes its place. A refusal (a Pending complaint about the ride already)
 * shows there too, with the way to My Complaints.
 */
export function ComplainAboutRide({ ride }: { ride: MyRide }) {
  const [open, setOpen] = useState(false);
  const model = useAppFormModel(open ? complaintForm : null);
  const create = useCreateComplaint({ meta: { fieldLabels: complaintLabels } });
  const refresh = useRefreshAreas(['Complaint']);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (values: FormValues) => {
    try {
      const { Id } = await create.mutateAsync({
        body: {
          RideId: ride.Id,
          Title: String(values.Title ?? ''),
          Message: String(values.Message ?? ''),
          Picture: values.Picture ? String(values.Picture) : null,
        },
      });
      alertStore.success(complaintSent);
      setOutcome({ text: complaintSent, complaintId: Id });
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 400) model?.setServerErrors(error.fieldErrors);
      else setOutcome({ text: error.message });
    }
  };

  if (outcome) {
    const to = outcome.complaintId
      ? `${paths.customer('complaints')}?view=${outcome.complaintId}`
      : paths.customer('complaints');
    return (
      <Alert color={outcome.complaintId ? 'green' : 'yellow'} role="status">
        <Text size="sm">{outcome.text}</Text>
        <Anchor component={Link} to={to} size="sm">
          {outcome.complaintId ? 'See your complaint' : 'See My Complaints'}
        </Anchor>
      </Alert>
    );
  }
  if (!open) {
    return (
      <Button variant="default" w="fit-content" onClick={() => setOpen(true)}>
        {COMPLAIN}
      </Button>
    );
  }
  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" onClick={() => setOpen(false)} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Send Complaint
        </Button>
      </Group>
    </AppEForm>
  );
}
