import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { type Complaint, complaintTexts } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { type RecordFact, RecordFacts } from '../../../components/screen/index.ts';
import { useComplaint } from '../api/get-complaint.ts';
import { useComplaintFeedbacks } from '../api/get-complaint-feedbacks.ts';
import { ComplaintThread, type PictureView } from '../record/complaint-thread.tsx';

/**
 * A complaint's page as both its readers see it (the back office and the rider who made it): breadcrumb,
 * title, facts, message with its picture, the thread, then what the reader may do. What differs between
 * them (the list it belongs to, which facts, how a picture opens, the form under it) comes in.
 */
export function ComplaintRecord({
  id,
  list,
  back,
  facts,
  picture,
  Picture,
  footer,
}: {
  id: string;
  list: { label: string; to: string };
  /** The way back to the list, offered when there is no such complaint. */
  back: ReactNode;
  facts: (complaint: Complaint) => RecordFact[];
  picture: (complaint: Complaint, src: string) => ReactNode;
  Picture: PictureView;
  footer: (complaint: Complaint) => ReactNode;
}) {
  const complaintId = Number(id);
  const valid = Number.isInteger(complaintId) && complaintId > 0;
  const complaint = useComplaint(complaintId, { enabled: valid });
  const thread = useComplaintFeedbacks(complaintId, { enabled: valid });
  const trail = [list, { label: `Complaint #${id}` }];
  if (!complaint.data) {
    return (
      <>
        <PageBreadcrumb items={trail} />
        {complaint.isError || !valid ? (
          <Alert
            color="yellow"
            title={valid ? complaintTexts.noComplaint(complaintId) : `There is no complaint with Id ${id}`}
          >
            {back}
          </Alert>
        ) : (
          <Loader aria-label="Loading the complaint" />
        )}
      </>
    );
  }
  const data = complaint.data;
  return (
    <Stack gap="xl">
      <div>
        <PageBreadcrumb items={trail} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {data.Title}
        </Title>
      </div>
      <RecordFacts label="The complaint" facts={facts(data)} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Message
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.Message}
        </Text>
        {data.Picture && picture(data, data.Picture)}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Responses
        </Title>
        {thread.data ? (
          <ComplaintThread entries={thread.data.rows} Picture={Picture} />
        ) : (
          <Loader size="sm" aria-label="Loading the responses" />
        )}
      </Stack>
      {footer(data)}
    </Stack>
  );
}
