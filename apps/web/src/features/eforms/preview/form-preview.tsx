import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormModel } from '@wayfare/eform/core';
import { useFormSnapshot } from '@wayfare/eform/react';
import { type FormEvent, useRef, useState } from 'react';
import { AppEForm } from '../../../components/eform/index.ts';
import { describeProblems, goToField, type SubmitProblem } from './submit-problems.ts';

const problemsTitle = (count: number) =>
  count === 1 ? '1 answer needs attention' : `${count} answers need attention`;

/** A failed submit's messages, each a link to its field (which may be on another tab, step or question). */
function SubmitProblems({ problems, onGoTo }: { problems: SubmitProblem[]; onGoTo: (key: string) => void }) {
  return (
    <Alert color="red" variant="light" role="alert" mt="md" title={problemsTitle(problems.length)}>
      <List size="sm" spacing={4}>
        {problems.map((problem) => (
          <List.Item key={`${problem.where}-${problem.message}`}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => onGoTo(problem.fieldKey)}
            >
              {problem.where}
            </Anchor>
            : {problem.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The rendered form with a Submit button: it validates every field shown (spec 000 §5) and either shows
 * the form's SuccessMessage or lists what is wrong. Nothing is sent anywhere.
 */
function PreviewForm({ model, readOnly }: { model: FormModel; readOnly: boolean }) {
  const form = useFormSnapshot(model);
  const container = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<SubmitProblem[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = model.validate();
    if (result.valid) {
      setProblems([]);
      model.setSucceeded(true);
    } else setProblems(describeProblems(model, result.errors));
  };
  const name = form.definition.FormName?.trim() || 'the form';
  return (
    <div ref={container}>
      <form noValidate onSubmit={submit} aria-label={`Preview of ${name}`}>
        <AppEForm model={model} />
        {!form.succeeded && problems.length > 0 && (
          <SubmitProblems problems={problems} onGoTo={(key) => goToField(model, key, container.current)} />
        )}
        {!form.succeeded && !readOnly && (
          <Group mt="lg">
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
              Submit
            </Button>
          </Group>
        )}
      </form>
      {form.succeeded && (
        <Group mt="md" justify="space-between">
          <Text size="sm" c="dimmed">
            Every answer passed its checks. Nothing was sent.
          </Text>
          <Button variant="default" onClick={() => model.setSucceeded(false)}>
            Back to the form
          </Button>
        </Group>
      )}
    </div>
  );
}

export function FormPreview({ model, readOnly }: { model: FormModel | null; readOnly: boolean }) {
  return model ? <PreviewForm model={model} readOnly={readOnly} /> : <AppEForm model={null} />;
}
