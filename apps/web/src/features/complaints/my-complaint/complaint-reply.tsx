import { Button } from '@mantine/core';
import { type Complaint, ComplaintStatus, replyToComplaintRequest } from '@wayfare/contracts';
import { FieldType, type Form, type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReplyToComplaint } from '../api/reply-to-complaint.ts';
import { ComplaintFormPanel, feedbackBody } from '../complaint-page/complaint-form-panel.tsx';

const fieldLabels = { Feedback: 'Reply', Picture: 'Picture' };
export const replySent = 'Your reply has been added to the complaint';

/** issue 17 §4: the rider's reply, required, with an optional picture; limits from ReplyToComplaint's body. */
const replyForm: Form = withSchemaLimits(
  {
    FormName: 'Reply',
    GroupFields: [
      {
        Id: 'Reply',
        Fields: [
          {
            Id: 1,
            FieldName: fieldLabels.Feedback,
            FieldType: FieldType.TextArea,
            MyKey: 'Feedback',
            PageWidth: 12,
          },
          {
            Id: 2,
            FieldName: fieldLabels.Picture,
            FieldType: FieldType.Image,
            MyKey: 'Picture',
            PageWidth: 12,
          },
        ],
      },
    ],
  },
  replyToComplaintRequest,
);

/**
 * The rider's reply to their complaint: it joins the thread, and a Resolved complaint is Pending again
 * (the page reloads it as it now is). A refusal shows under its field and in the error alert.
 */
export function ComplaintReply({ complaint }: { complaint: Complaint }) {
  const model = useAppFormModel(replyForm);
  const reply = useReplyToComplaint({ meta: { fieldLabels } });
  const refresh = useRefreshAreas(['Complaint']);

  const send = async (values: FormValues) => {
    try {
      await reply.mutateAsync({
        body: feedbackBody(complaint, values),
      });
      alertStore.success(replySent);
      model?.setValues({ Feedback: '', Picture: null });
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
    await refresh();
  };

  return (
    <ComplaintFormPanel
      title={complaint.ComplaintStatus === ComplaintStatus.Resolved ? 'Not resolved? Reply' : 'Reply'}
      model={model}
      onSubmit={(values) => void send(values)}
    >
      <Button type="submit" loading={reply.isPending}>
        Send Reply
      </Button>
    </ComplaintFormPanel>
  );
}
