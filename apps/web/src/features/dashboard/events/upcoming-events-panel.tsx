import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type CalendarEvent, dashboardTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format.ts';
import { useCanCall, useConfirmedAction } from '../../../components/screen/index.ts';
import { useUpcomingEvents } from '../api/get-upcoming-events.ts';
import { AddEventForm } from './add-event-form.tsx';

const { CreateEvent, DeleteEvent } = calls.Calenders;
const SHOWN = 10;

/** spec 000 §1, issue 16 §3: the upcoming events, soonest first, with an add form and delete. */
export function UpcomingEventsPanel() {
  const events = useUpcomingEvents(SHOWN);
  const canCreate = useCanCall(CreateEvent);
  const remove = useConfirmedAction(DeleteEvent, { item: 'event' });
  const [adding, setAdding] = useState(false);
  const rows = events.data?.rows ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-label={dashboardTexts.upcomingEvents} h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {dashboardTexts.upcomingEvents}
        </Title>
        {canCreate && !adding && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            {dashboardTexts.addEvent}
          </Button>
        )}
      </Group>
      {adding && <AddEventForm onDone={() => setAdding(false)} />}
      {events.isPending && <Text c="dimmed">Loading...</Text>}
      {events.data && rows.length === 0 && <Text c="dimmed">{dashboardTexts.noEvents}</Text>}
      {/* A list only when there are events: an empty role=list is an accessibility error. */}
      {rows.length > 0 && (
        <Stack gap="xs" mt={adding ? 'md' : 0} role="list" aria-label={dashboardTexts.upcomingEvents}>
          {rows.map((event) => (
            <EventRow
              key={event.Id}
              event={event}
              onDelete={
                remove.allowed
                  ? () =>
                      void remove.run({
                        action: 'delete',
                        name: event.Title,
                        input: { body: { Id: event.Id } },
                      })
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function EventRow({ event, onDelete }: { event: CalendarEvent; onDelete: (() => void) | undefined }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" role="listitem" aria-label={event.Title}>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {event.Title}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(event.EventDateTime)}
          {event.MeetUrl && (
            <>
              {' · '}
              <Anchor
                href={event.MeetUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                // Underlined: a link inside a line of text must not be told apart by colour alone.
                underline="always"
              >
                Join meeting
              </Anchor>
            </>
          )}
        </Text>
      </div>
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${event.Title}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
