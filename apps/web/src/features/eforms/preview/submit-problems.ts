import {
  EformDisplayType,
  type Field,
  type FormModel,
  fieldKeyOf,
  itemLabel,
  itemTemplateFields,
} from '@wayfare/eform/core';

/** One message of a failed submit: where it is and what it says. */
export type SubmitProblem = {
  /** The top-level field holding it (the repeatable group, for a message inside an item). */
  fieldKey: string;
  /** 'Full name', or 'Stops, Stop 2: Place' inside a repeatable item. */
  where: string;
  message: string;
};

const fieldsOf = (model: FormModel) => model.definition.GroupFields.flatMap((group) => group.Fields);

/**
 * The messages of model.validate() named after their fields; an item's message is keyed
 * '{fieldKey}.{itemIndex}.{itemFieldKey}' by the engine and named '{group}, {item label}: {question}'.
 */
export function describeProblems(
  model: FormModel,
  errors: Readonly<Record<string, string>>,
): SubmitProblem[] {
  const fields = new Map<string, Field>(fieldsOf(model).map((field) => [fieldKeyOf(field), field]));
  return Object.entries(errors).map(([key, message]) => {
    const [fieldKey = key, itemIndex, itemFieldKey] = key.split('.');
    const field = fields.get(fieldKey);
    if (!field) return { fieldKey, where: key, message };
    if (itemIndex === undefined) return { fieldKey, where: field.FieldName, message };
    const question = itemTemplateFields(field).find((candidate) => fieldKeyOf(candidate) === itemFieldKey);
    return {
      fieldKey,
      where: `${field.FieldName}, ${itemLabel(field, Number(itemIndex))}: ${question?.FieldName ?? itemFieldKey}`,
      message,
    };
  });
}

/**
 * Brings a field into view: its question (one by one) or its group (tabs and steps) becomes the active one,
 * then the keyboard goes to its first control inside `container`.
 */
export function goToField(model: FormModel, fieldKey: string, container: HTMLElement | null) {
  const form = model.getSnapshot();
  if (form.displayType === EformDisplayType.One_By_One_Question) model.setActiveQuestion(fieldKey);
  else if (form.displayType !== EformDisplayType.Regular) {
    const index = form.groups.findIndex((group) => group.fieldKeys.includes(fieldKey));
    if (index >= 0) model.setActiveGroup(index);
  }
  requestAnimationFrame(() => {
    // Fields inside repeatable items carry keys of their own form: only the top-level one is wanted.
    const holder = [...(container?.querySelectorAll<HTMLElement>('[data-field-key]') ?? [])].find(
      (element) => element.dataset.fieldKey === fieldKey && !element.closest('[data-item-key]'),
    );
    const control = holder?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), textarea, select, button, [contenteditable=true], [tabindex="0"]',
    );
    // Focusing scrolls it into view too.
    control?.focus();
  });
}
