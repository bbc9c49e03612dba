import { Stack, Text } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { fieldHelp } from './field-help.tsx';
import { accessibleName, hidesLabel } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/** spec 000 §2.4 view mode: the field's name, then its answer shown read-only, named by that label. */
export function ReadOnlyField({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text
        id={`${props.id}-label`}
        size="sm"
        fw={500}
        className={hidesLabel(props) ? 'eform-sr-only' : undefined}
      >
        {accessibleName(props)}
      </Text>
      <div>{children}</div>
      {!props.cellOf && fieldHelp(props.field.field) && (
        <Text size="xs" c="dimmed" component="div">
          {fieldHelp(props.field.field)}
        </Text>
      )}
    </Stack>
  );
}

/** A read-only text, or 'None Yet' when it is empty (spec 000 §2.4). */
export function ReadOnlyText({ text }: { text: string | undefined }) {
  const empty = text === undefined || text.trim() === '';
  return (
    <Text size="sm" c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {empty ? eformTexts.noneYet : text}
    </Text>
  );
}

/** The default view of a field: its answer's text (option names for choices), or 'None Yet'. */
export function AnswerView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={props.field.answer?.UserResponse} />
    </ReadOnlyField>
  );
}
