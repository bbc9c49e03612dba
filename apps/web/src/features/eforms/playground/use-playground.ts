import { useDebouncedCallback } from '@mantine/hooks';
import { EformDisplayType, type Form, type FormModel, type FormValues } from '@wayfare/eform/core';
import { useMemo, useState } from 'react';
import { useAppFormModel } from '../../../components/eform/index.ts';
import { type DefinitionCheck, definitionText, parseDefinition } from '../definition/parse-definition.ts';
import { exampleNamed, type PlaygroundExample, playgroundExamples } from '../examples/index.ts';

/** Pause after the last keystroke before the editor's text is checked and the form rebuilt. */
export const DEFINITION_CHECK_DELAY_MS = 250;

/** What the preview renders: the last valid definition, shown in `mode`, with the values it starts from. */
type Preview = {
  definition: Form;
  mode: EformDisplayType;
  readOnly: boolean;
  values: FormValues;
  /** A new number for each new form, so what belongs to one form (a submit's result) starts afresh. */
  version: number;
};

const displayTypeOf = (definition: Form) => definition.EformDisplayType ?? EformDisplayType.Regular;
const sameDefinition = (a: Form, b: Form) => a === b || JSON.stringify(a) === JSON.stringify(b);

export type Playground = {
  exampleName: string;
  text: string;
  check: DefinitionCheck;
  mode: EformDisplayType;
  readOnly: boolean;
  model: FormModel | null;
  version: number;
  chooseExample: (name: string) => void;
  editText: (text: string) => void;
  chooseMode: (mode: EformDisplayType) => void;
  chooseReadOnly: (readOnly: boolean) => void;
};

/**
 * The playground's state. The editor's text is checked a moment after typing stops; a valid definition
 * replaces the form (its answers start again), an invalid one leaves the last valid form on show. The
 * display mode follows the definition's EformDisplayType until the person picks another; switching the
 * mode or view mode keeps the answers given so far.
 */
export function usePlayground(first: PlaygroundExample = playgroundExamples[0]!): Playground {
  const [exampleName, setExampleName] = useState(first.name);
  const [text, setText] = useState(() => definitionText(first.definition));
  const [check, setCheck] = useState<DefinitionCheck>(() =>
    parseDefinition(definitionText(first.definition)),
  );
  const [preview, setPreview] = useState<Preview>(() => ({
    definition: first.definition,
    mode: displayTypeOf(first.definition),
    readOnly: false,
    values: {},
    version: 0,
  }));
  const shown = useMemo(
    () => ({ ...preview.definition, EformDisplayType: preview.mode }),
    [preview.definition, preview.mode],
  );
  const model = useAppFormModel(shown, { values: preview.values, readOnly: preview.readOnly });

  const applyText = useDebouncedCallback((next: string) => {
    const result = parseDefinition(next);
    setCheck(result);
    if (!result.ok) return;
    setPreview((current) =>
      sameDefinition(current.definition, result.definition)
        ? current
        : {
            definition: result.definition,
            mode:
              result.definition.EformDisplayType === current.definition.EformDisplayType
                ? current.mode
                : displayTypeOf(result.definition),
            readOnly: current.readOnly,
            values: {},
            version: current.version + 1,
          },
    );
  }, DEFINITION_CHECK_DELAY_MS);

  // The answers so far go to the form made for the new mode or view mode.
  const keepAnswers = (change: Pick<Preview, 'mode'> | Pick<Preview, 'readOnly'>) =>
    setPreview((current) =>
      Object.entries(change).every(([name, value]) => current[name as keyof Preview] === value)
        ? current
        : {
            ...current,
            ...change,
            values: model?.getValues() ?? current.values,
            version: current.version + 1,
          },
    );

  return {
    exampleName,
    text,
    check,
    mode: preview.mode,
    readOnly: preview.readOnly,
    model,
    version: preview.version,
    chooseExample(name) {
      const example = exampleNamed(name);
      if (!example) return;
      applyText.cancel();
      const exampleText = definitionText(example.definition);
      // Parsed from its text: a new object, so choosing the example again starts a new form.
      const exampleCheck = parseDefinition(exampleText);
      if (!exampleCheck.ok) return;
      setExampleName(name);
      setText(exampleText);
      setCheck(exampleCheck);
      setPreview((current) => ({
        definition: exampleCheck.definition,
        mode: displayTypeOf(example.definition),
        readOnly: current.readOnly,
        values: {},
        version: current.version + 1,
      }));
    },
    editText(next) {
      setText(next);
      applyText(next);
    },
    chooseMode: (mode) => keepAnswers({ mode }),
    chooseReadOnly: (readOnly) => keepAnswers({ readOnly }),
  };
}
