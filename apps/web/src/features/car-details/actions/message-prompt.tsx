import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { CANCEL_LABEL, CONFIRM_LABEL } from '../../../components/feedback/confirm-action.tsx';

type MessagePromptRequest = {
  /** 'Are you sure, you want to mark as incomplete this car (Corolla)?' */
  question: string;
  /** The reason a driver reads (issue 17 §1: required to mark a car incomplete). */
  limit: number;
};

/**
 * confirmAction's prompt with a Message box: resolves with the Message when confirmed, null when
 * declined or dismissed. Yes stays off until there is a Message (spec 001 §5: 'Message is required').
 */
export function askForMessage({ question, limit }: MessagePromptRequest) {
  return new Promise<string | null>((resolve) => {
    let settled = false;
    const settle = (answer: string | null) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const id = modals.open({
      title: 'Please confirm',
      centered: true,
      onClose: () => settle(null),
      children: (
        <MessageForm
          question={question}
          limit={limit}
          onAnswer={(answer) => {
            settle(answer);
            modals.close(id);
          }}
        />
      ),
    });
  });
}

function MessageForm({
  question,
  limit,
  onAnswer,
}: MessagePromptRequest & { onAnswer: (answer: string | null) => void }) {
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const missing = message.trim() === '';
  return (
    <form
      // Our own 'Message is required', not the browser's bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) onAnswer(message.trim());
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{question}</Text>
        <Textarea
          label="Message"
          description="The driver reads this reason."
          required
          rows={3}
          maxLength={limit}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={tried && missing ? 'Message is required' : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(null)}>
            {CANCEL_LABEL}
          </Button>
          <Button type="submit">{CONFIRM_LABEL}</Button>
        </Group>
      </Stack>
    </form>
  );
}
