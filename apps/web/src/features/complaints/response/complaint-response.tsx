import { Button } from '@mantine/core';
import type { Complaint } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { FormValues } from '@wayfare/eform/core';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useConfirmedAction, useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRespondToComplaint } from '../api/respond-to-complaint.ts';
import { ComplaintFormPanel, feedbackBody } from '../complaint-page/complaint-form-panel.tsx';
import { complaintResponseForm } from './complaint-response-form.ts';

const fieldLabels = { Feedback: 'Feedback', Picture: 'Picture' };

/**
 * issue 17 §4 and §5: a Pending complaint's response form and Close. A response joins the thread and
 * resolves the complaint (the server's sentence as the success alert); Close asks first. Either way the
 * complaint reloads Resolved and its page drops both. A refusal shows under its field.
 */
export function ComplaintResponse({ complaint }: { complaint: Complaint }) {
  const model = useAppFormModel(complaintResponseForm);
  const respond = useRespondToComplaint({ meta: { fieldLabels } });
  const close = useConfirmedAction(calls.Complaint.CloseComplaint, { item: 'complaint' });
  const refresh = useRefreshAreas(['Complaint']);

  const send = async (values: FormValues) => {
    try {
      const reply = await respond.mutateAsync({
        body: feedbackBody(complaint, values),
      });
      alertStore.success(reply.Message);
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
    // Answered here or elsewhere meanwhile (a 409), the page shows the complaint as it now is.
    await refresh();
  };

  return (
    <ComplaintFormPanel title="Respond" model={model} onSubmit={(values) => void send(values)}>
      {close.allowed && (
        <Button
          variant="default"
          disabled={respond.isPending}
          loading={close.pending}
          onClick={() =>
            void close.run({
              action: 'close',
              name: complaint.Title,
              input: { body: { Id: complaint.Id } },
            })
          }
        >
          Close Complaint
        </Button>
      )}
      <Button type="submit" loading={respond.isPending} disabled={close.pending}>
        Respond
      </Button>
    </ComplaintFormPanel>
  );
}
