import { Code, Tabs } from '@mantine/core';
import type { FormModel } from '@wayfare/eform/core';
import { useFormSnapshot, useFormValues } from '@wayfare/eform/react';
import { useMemo } from 'react';

/** A scrolling block of JSON that the keyboard can reach (and scroll) too. */
function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Code
      block
      tabIndex={0}
      aria-label={label}
      style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre' }}
    >
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

/**
 * What the form produces as it is filled in: the edited object (each field's value under its MyKey) and
 * the answers (spec 000 §3.1 Answer) of the fields shown.
 */
export function LiveOutput({ model }: { model: FormModel }) {
  const values = useFormValues(model);
  // Showing or hiding a dependent field changes the answers without changing a value.
  const form = useFormSnapshot(model);
  // biome-ignore lint/correctness/useExhaustiveDependencies: values and form are what make the answers change
  const answers = useMemo(() => model.getAnswers(), [model, values, form]);
  return (
    <Tabs defaultValue="values" mt="lg" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="values">Bound values</Tabs.Tab>
        <Tabs.Tab value="answers">Answers ({answers.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="values" pt="xs">
        <JsonBlock label="Bound values" value={values} />
      </Tabs.Panel>
      <Tabs.Panel value="answers" pt="xs">
        <JsonBlock label="Answers" value={answers} />
      </Tabs.Panel>
    </Tabs>
  );
}
