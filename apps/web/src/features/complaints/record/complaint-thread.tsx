import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ComplaintFeedback } from '@wayfare/contracts';
import type { ComponentType } from 'react';
import { formatDateTime } from '../../../components/format.ts';

/** How a picture shows: the image viewer in the admin shell, a link to the file in the customer area. */
export type PictureView = ComponentType<{ src: string; title: string; label: string }>;

/**
 * issue 17 §4 and §5: the complaint's thread, oldest first as GetComplaintFeedbacks gives it; what the
 * signed-in person wrote ('mine') is marked 'You' and set apart in colour and to the right.
 */
export function ComplaintThread({
  entries,
  Picture,
}: {
  entries: ComplaintFeedback[];
  Picture: PictureView;
}) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No response yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Responses">
      {entries.map((entry) => {
        const author = `${entry.AddedByFirstname} ${entry.AddedBySurname}`.trim();
        return (
          <Paper
            component="li"
            key={entry.Id}
            withBorder
            radius="md"
            p="sm"
            bg={entry.IsMine ? 'blue.0' : undefined}
            ml={entry.IsMine ? { base: 'lg', sm: 80 } : 0}
            mr={entry.IsMine ? 0 : { base: 'lg', sm: 80 }}
            aria-label={entry.IsMine ? `Your response of ${formatDateTime(entry.AddedDate)}` : undefined}
          >
            <Group gap="xs" justify="space-between" mb={4}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {author}
                </Text>
                {entry.IsMine && (
                  <Badge size="xs" variant="filled">
                    You
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.AddedDate)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.Feedback}
            </Text>
            {entry.Picture && (
              <Stack mt="xs">
                <Picture
                  src={entry.Picture}
                  title={`Picture from ${author}`}
                  label={`View the picture of ${author}'s response`}
                />
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
