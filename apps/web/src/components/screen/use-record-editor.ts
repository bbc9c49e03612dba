import {
  type CallDeclaration,
  type CallInput,
  type FieldLabels,
  isEmptyIdentifier,
} from '@wayfare/contracts';
import {
  type Answer,
  type AnswerEvent,
  type Form,
  type FormModel,
  type FormValues,
  schemaKeys,
  withSchemaLimits,
} from '@wayfare/eform/core';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { alertStore } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCallMutation } from '../../lib/call-query.ts';
import { useAppFormModel } from '../eform/use-app-form-model.ts';
import { useRefreshAreas } from './use-refresh-areas.ts';

/** A call that saves a record from a JSON body (Create{X}, Update{X}). */
export type SaveCall = CallDeclaration & { readonly body: z.ZodType };

export type RecordEditorOptions = {
  /** The form's fields; their Required flags and length limits come from the save call's body schema. */
  form: Form;
  /** Called for a record whose Id is empty (0), spec 001 §4… */
  create: SaveCall;
  /** …and for any other. */
  update: SaveCall;
  /** The record, or a new one with its Id empty; read once, when the editor opens. */
  values: FormValues;
  /** Areas whose lists reload after a save; default the call's own. */
  areas?: readonly string[];
  onSaved: () => void;
  /** The success sentence when the reply carries none (a saved record without Name: an account). */
  savedText?: (reply: unknown) => string;
  /** The reply is the saved record, whose Message is one of its fields (a car's reason), not a sentence. */
  replyIsRecord?: boolean;
  /** View mode (a detail view): the form shows the record and nothing saves. */
  readOnly?: boolean;
  /** Each accepted answer, with the model (e.g. to reload a dependent field's options). */
  onAnswer?: (answer: Answer, event: AnswerEvent, model: FormModel) => void;
  /**
   * Keys a rule of the schema across properties requires although the property alone is optional
   * (a Blog's ArticleDate, for an Article): their fields are Required whatever the schema's limits say.
   */
  requiredByRule?: readonly string[];
};

/** The definition with Required set on the fields of the given keys. */
const withRequired = (form: Form, keys: readonly string[]): Form =>
  keys.length === 0
    ? form
    : {
        ...form,
        GroupFields: form.GroupFields.map((group) => ({
          ...group,
          Fields: group.Fields.map((field) =>
            field.MyKey && keys.includes(field.MyKey) ? { ...field, Required: true } : field,
          ),
        })),
      };

const noKeys: readonly string[] = [];

/** Ours, not the spec's (spec 001 §8: 'Save shows the reply Message if given'; a record reply has none). */
export const recordSavedText = (name: string, isNew: boolean) =>
  `${name} has been ${isNew ? 'saved' : 'updated'}`;

const fieldKeysOf = (form: Form) =>
  new Set(form.GroupFields.flatMap((group) => group.Fields.map((field) => field.MyKey)));

/** What the form calls each property it edits, for the error alert of a refusal (issue 21). */
const fieldLabelsOf = (form: Form): FieldLabels =>
  Object.fromEntries(
    form.GroupFields.flatMap((group) => group.Fields)
      .filter((field) => field.MyKey)
      .map((field) => [field.MyKey, field.FieldName]),
  );

/**
 * The edit form of a record and its save: the body holds the Id and what the form's fields edit, of
 * the properties the call takes; a refusal's per-property messages show under their fields (the
 * error alert shows its title); a save shows its success alert, calls onSaved and reloads the lists.
 */
export function useRecordEditor({
  form,
  create,
  update,
  values: initial,
  areas,
  onSaved,
  onAnswer,
  readOnly = false,
  savedText,
  requiredByRule = noKeys,
  replyIsRecord = false,
}: RecordEditorOptions) {
  const [values] = useState(initial);
  const isNew = isEmptyIdentifier(values.Id);
  const call = isNew ? create : update;
  const definition = useMemo(
    () => withRequired(withSchemaLimits(form, call.body), requiredByRule),
    [form, call, requiredByRule],
  );
  const latest = useRef<FormModel | null>(null);
  const model = useAppFormModel(definition, {
    values,
    readOnly,
    onAnswer: (answer, event) => latest.current && onAnswer?.(answer, event, latest.current),
  });
  latest.current = model;
  const mutation = useCallMutation(call, { meta: { fieldLabels: fieldLabelsOf(form) } });
  const refresh = useRefreshAreas(areas ?? [call.area]);

  const save = async (answers: FormValues) => {
    const edited = fieldKeysOf(form);
    const body = Object.fromEntries(
      schemaKeys(call.body)
        .filter((key) => key === 'Id' || edited.has(key))
        .map((key) => [key, key === 'Id' ? (values.Id ?? 0) : answers[key]]),
    );
    let reply: unknown;
    try {
      reply = await mutation.mutateAsync({ body } as CallInput<SaveCall>);
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
      return;
    }
    // A text reply is the sentence itself ('{Name} has been updated. Thank you', UpdateSubAdminRole).
    const { Message, Name } = (typeof reply === 'string' ? { Message: reply } : (reply ?? {})) as {
      Message?: string;
      Name?: string;
    };
    alertStore.success(
      (!replyIsRecord && Message) ||
        savedText?.(reply) ||
        recordSavedText(String(Name ?? answers.Name), isNew),
    );
    // Back to the list at once; it reloads there (its rows were kept while the new ones load).
    onSaved();
    await refresh();
  };

  return { model, save, saving: mutation.isPending, id: values.Id, isNew, readOnly };
}

export type RecordEditor = ReturnType<typeof useRecordEditor>;
