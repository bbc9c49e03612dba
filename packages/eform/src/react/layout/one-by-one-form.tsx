import { Text } from '@mantine/core';
import type { FormModel, FormSnapshot } from '../../core/index.ts';
import { progressBarWidth } from '../../core/index.ts';
import { FieldView } from '../field-view.tsx';
import { StepButtons } from './step-buttons.tsx';

/**
 * spec 000 §2.4, §4 One_By_One_Question: one question at a time, a progress bar (the rounded percentage,
 * drawn at least 5 % wide) and Previous / Next.
 */
export function OneByOneForm({ model, form }: { model: FormModel; form: FormSnapshot }) {
  const key = form.activeQuestionKey;
  const position = key ? form.questionKeys.indexOf(key) + 1 : 0;
  return (
    <section aria-label="Question">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={form.progress}
        aria-valuetext={`${form.progress}%`}
        style={{ height: 10, borderRadius: 5, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}
      >
        <div className="eform-progress-bar" style={{ width: `${progressBarWidth(form.progress)}%` }} />
      </div>
      <Text size="sm" c="dimmed" mt={6} mb="md" aria-live="polite">
        Question {position} of {form.questionKeys.length} ({form.progress}%)
      </Text>
      {key && (
        <div className="eform-grid">
          <FieldView key={key} model={model} fieldKey={key} fullWidth />
        </div>
      )}
      <StepButtons model={model} form={form} />
    </section>
  );
}
