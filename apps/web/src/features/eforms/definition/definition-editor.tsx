import { Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import type { DefinitionCheck } from './parse-definition.ts';

export const DEFINITION_LABEL = 'Form definition (JSON)';
/** More messages than this are summed up: a broken bracket can produce dozens. */
export const PROBLEMS_SHOWN = 12;

const problemsTitle = (check: Extract<DefinitionCheck, { ok: false }>) => {
  if (check.kind === 'empty') return 'The editor is empty';
  if (check.kind === 'syntax') return 'The JSON cannot be read';
  const count = check.problems.length;
  return count === 1 ? 'The definition has 1 problem' : `The definition has ${count} problems`;
};

const line = { display: 'block', overflowWrap: 'anywhere' } as const;

/**
 * What is wrong with the text, under it. Mantine renders it as the input's error (a paragraph tied to the
 * textarea by aria-describedby), so each message is a line of its own inside it.
 */
function DefinitionProblems({ check }: { check: Extract<DefinitionCheck, { ok: false }> }) {
  const hidden = check.problems.length - PROBLEMS_SHOWN;
  return (
    <>
      <strong style={line}>{problemsTitle(check)}</strong>
      {check.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
        <span key={problem} style={{ ...line, paddingLeft: '1em', textIndent: '-1em' }}>
          • {problem}
        </span>
      ))}
      {hidden > 0 && <span style={line}>and {hidden} more.</span>}
      {check.kind !== 'empty' && (
        <span style={{ ...line, marginTop: 4 }}>
          The form shows the last valid definition until this is fixed.
        </span>
      )}
    </>
  );
}

type DefinitionEditorProps = {
  text: string;
  check: DefinitionCheck;
  onChange: (text: string) => void;
};

/** The definition as JSON text, checked as it is typed (the engine's own definition check). */
export function DefinitionEditor({ text, check, onChange }: DefinitionEditorProps) {
  // Beside the form it can be tall; above it (phones, tablets) a shorter one leaves the form in reach.
  const besideForm = useMediaQuery('(min-width: 75em)') ?? false;
  return (
    <Textarea
      label={DEFINITION_LABEL}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      rows={besideForm ? 24 : 14}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        check.ok ? (
          <>
            <IconCircleCheck
              size={14}
              aria-hidden
              style={{ verticalAlign: 'text-bottom', marginRight: 4, color: 'var(--mantine-color-green-8)' }}
            />
            The definition is valid.
          </>
        ) : undefined
      }
      error={check.ok ? undefined : <DefinitionProblems check={check} />}
      styles={{
        input: {
          fontFamily: 'var(--mantine-font-family-monospace)',
          // An error marks the border only: the text stays readable.
          color: 'var(--mantine-color-text)',
          fontSize: 12.5,
          lineHeight: 1.45,
          resize: 'vertical',
          whiteSpace: 'pre',
        },
        description: { marginTop: 6 },
        error: { marginTop: 6, fontSize: 'var(--mantine-font-size-sm)' },
      }}
    />
  );
}
