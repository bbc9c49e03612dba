import { Alert, Anchor, Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { MyRide } from '@wayfare/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { useCreateComplaint } from '../api/create-complaint.ts';

/**
 * issue 33: 'Report a problem': a complaint about this ride (Complaint/CreateComplaint), answered in
 * its thread on My Complaints; a refusal (one open complaint about the ride already) in its words.
 */
export function ReportProblem({ ride }: { ride: MyRide }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<{ id?: number; text: string } | null>(null);
  const create = useCreateComplaint({ meta: { silent: true } });

  const send = async () => {
    try {
      const { Id } = await create.mutateAsync({ body: { RideId: ride.Id, Title: title, Message: message } });
      setSent({ id: Id, text: 'Your report has been sent. We will answer it in My Complaints' });
    } catch (error) {
      setSent({ text: error instanceof Error ? error.message : String(error) });
    }
  };

  if (sent) {
    const to = paths.customer('complaints') + (sent.id ? `?view=${sent.id}` : '');
    return (
      <Alert color={sent.id ? 'green' : 'yellow'} role="status">
        {sent.text}{' '}
        <Anchor component={Link} to={to}>
          {sent.id ? 'See your report' : 'See My Complaints'}
        </Anchor>
      </Alert>
    );
  }
  if (!open)
    return (
      <Button variant="default" onClick={() => setOpen(true)}>
        Report a problem
      </Button>
    );
  return (
    <Stack gap="xs" role="group" aria-label="Report a problem">
      <TextInput
        label="What went wrong?"
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Textarea
        label="Tell us more"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Button
        onClick={() => void send()}
        disabled={!title.trim() || !message.trim()}
        loading={create.isPending}
      >
        Send report
      </Button>
    </Stack>
  );
}
