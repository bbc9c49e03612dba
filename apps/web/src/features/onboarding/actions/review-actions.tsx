import { Button, Group, Kbd, Stack, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  MAX_CAR_MESSAGE,
  MAX_LICENSE_REASON,
  MIN_LICENSE_REASON,
  ReviewKind,
  type ReviewQueueItem,
} from '@wayfare/contracts';
import { useState } from 'react';

type ReviewActionsProps = {
  item: ReviewQueueItem;
  busy: boolean;
  onApprove: () => void;
  onIncomplete: (reason: string) => void;
  onSkip: () => void;
};

/** What the record's call refuses in a reason, or nothing: a car's Message, a licence's Reason (3 to 500). */
function reasonProblem(item: ReviewQueueItem, reason: string) {
  if (!reason) return 'Reason is required';
  if (item.Kind === ReviewKind.Licence && reason.length < MIN_LICENSE_REASON)
    return `Reason must be at least ${MIN_LICENSE_REASON} characters`;
  return undefined;
}

/** A button with the key that does the same, shown on it and announced (aria-keyshortcuts). */
const keyOf = (key: string) => ({ rightSection: <Kbd size="xs">{key}</Kbd>, 'aria-keyshortcuts': key });

/**
 * Issue 32: Approve (A), Mark as Incomplete (I, asking for the reason the driver reads) and Skip (S).
 * Mantine's hotkeys ignore keys typed in a text box, so typing the reason never approves or skips;
 * and while the reason is asked for, or a picture is open in the viewer, the keys wait.
 */
export function ReviewActions({ item, busy, onApprove, onIncomplete, onSkip }: ReviewActionsProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(item, reason.trim());
  // Not behind an open dialog either (the picture viewer): the keys are for the record in view.
  const ready = () => !busy && !asking && !document.querySelector('[role="dialog"]');
  useHotkeys([
    ['a', () => ready() && onApprove()],
    ['i', () => ready() && setAsking(true)],
    ['s', () => ready() && onSkip()],
  ]);

  if (asking)
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem) onIncomplete(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Reason"
            description="The driver reads this reason."
            required
            autoFocus
            rows={3}
            maxLength={item.Kind === ReviewKind.Car ? MAX_CAR_MESSAGE : MAX_LICENSE_REASON}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried ? problem : undefined}
          />
          <Group>
            <Button type="submit" color="orange" loading={busy}>
              Mark as Incomplete
            </Button>
            <Button variant="default" onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <Group>
      <Button color="green" onClick={onApprove} loading={busy} {...keyOf('A')}>
        Approve
      </Button>
      <Button color="orange" variant="light" onClick={() => setAsking(true)} disabled={busy} {...keyOf('I')}>
        Mark as Incomplete
      </Button>
      <Button variant="default" onClick={onSkip} disabled={busy} {...keyOf('S')}>
        Skip
      </Button>
    </Group>
  );
}
