import { Button, Group, Loader, Text } from '@mantine/core';
import { noOptions } from '@wayfare/contracts';
import {
  type FieldOption,
  type FieldSnapshot,
  type FormModel,
  type Identifier,
  isAnswerableOption,
  NEXT_PAGE_OPTION_ID,
  PREVIOUS_PAGE_OPTION_ID,
} from '../../core/index.ts';
import { listOf } from './values.ts';

/** The options a person can choose (not the loading placeholder nor the paging options). */
export const choosableOptions = (field: FieldSnapshot) =>
  field.options.filter((o) => isAnswerableOption(o.Id));

/**
 * The ids a check box group gives (texts) as the options' own ids, so a number id stays a number. An id
 * checked on another page of a paged list is not among the options shown: it keeps the type it was stored
 * with.
 */
export function checkedOptionIds(field: FieldSnapshot, ids: readonly string[]): Identifier[] {
  const known = new Map<string, Identifier>();
  for (const id of Array.isArray(field.input) ? (field.input as Identifier[]) : []) known.set(String(id), id);
  for (const option of field.options) known.set(String(option.Id), option.Id);
  return ids.map((id) => known.get(id) ?? id);
}

/** Answers a check box group with one option checked or unchecked; ids checked on other pages are kept. */
export function answerCheckedOption(model: FormModel, field: FieldSnapshot, value: string, on: boolean) {
  const checked = listOf(field.input);
  const ids = on ? [...checked, value] : checked.filter((c) => c !== value);
  model.answer(field.key, checkedOptionIds(field, ids));
}

const pagingOption = (field: FieldSnapshot, id: string) => field.options.find((o) => String(o.Id) === id);

/** spec 000 §2.4: a field with no options shows 'No {FieldName}'. */
export const hasNoOptions = (field: FieldSnapshot) =>
  field.optionsStatus !== 'loading' && choosableOptions(field).length === 0;

/** 'Loading {FieldName}' while options load, 'No {FieldName}' when none exist (spec 000 §2.4, §4). */
export function OptionsStatus({ field }: { field: FieldSnapshot }) {
  if (field.optionsStatus === 'loading') {
    const loading = field.options.find((o) => !isAnswerableOption(o.Id) && String(o.Id) === '');
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {loading?.OptionName}
        </Text>
      </Group>
    );
  }
  if (hasNoOptions(field))
    return (
      <Text size="sm" c="dimmed">
        {noOptions(field.field.FieldName)}
      </Text>
    );
  return null;
}

/**
 * spec 000 §4: radios and check boxes list 'Previous {FieldName}' and 'More {FieldName}' as buttons (a choice
 * of them loads that page and records no answer).
 */
export function OptionPager({ model, field }: { model: FormModel; field: FieldSnapshot }) {
  const previous = pagingOption(field, PREVIOUS_PAGE_OPTION_ID);
  const more = pagingOption(field, NEXT_PAGE_OPTION_ID);
  if (!previous && !more) return null;
  const go = (option: FieldOption) => model.selectOption(field.key, option.Id);
  return (
    <Group gap="xs" mt={6}>
      {previous && (
        <Button size="compact-sm" variant="light" onClick={() => go(previous)} disabled={field.disabled}>
          {previous.OptionName}
        </Button>
      )}
      {more && (
        <Button size="compact-sm" variant="light" onClick={() => go(more)} disabled={field.disabled}>
          {more.OptionName}
        </Button>
      )}
    </Group>
  );
}
