import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { BulkOutcome } from './bulk-types.ts';

export const bulkReportTitle = (label: string) => `${label}: the report`;
export const succeededText = ({ reply, items }: Pick<BulkOutcome, 'reply' | 'items'>) => {
  const tried = reply.Succeeded + reply.Failed.length;
  return `${reply.Succeeded} of ${tried} ${items} done.`;
};

/** After a bulk action: how many records it changed, and each one it did not, by name, with why. */
export function BulkReport({ outcome, onClose }: { outcome: BulkOutcome | null; onClose: () => void }) {
  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      centered
      size="lg"
      title={outcome ? bulkReportTitle(outcome.label) : ''}
    >
      {outcome && (
        <Stack gap="sm">
          <Text>{succeededText(outcome)}</Text>
          {outcome.reply.Failed.length > 0 && (
            <>
              <Text fw={600}>Not done ({outcome.reply.Failed.length}):</Text>
              {/* Up to 500 rows: the list scrolls, the count and OK stay in sight. */}
              <ScrollArea.Autosize mah="50vh" type="auto" viewportProps={{ tabIndex: 0 }}>
                <List spacing={4} size="sm" aria-label="Not done">
                  {outcome.reply.Failed.map((failure) => (
                    <List.Item key={String(failure.Id)}>
                      <Text span fw={600} size="sm">
                        {outcome.names.get(failure.Id) ?? String(failure.Id)}
                      </Text>
                      {`: ${failure.Title}`}
                      {failure.Detail ? ` (${failure.Detail})` : ''}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
