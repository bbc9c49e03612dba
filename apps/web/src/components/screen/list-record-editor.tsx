import type { FormModel, FormValues } from '@wayfare/eform/core';
import { useRef } from 'react';
import { EditorFrame, type EditorFrameProps } from './editor-frame.tsx';
import { type RecordEditorOptions, useRecordEditor } from './use-record-editor.ts';
import type { NamedRow } from './use-row-action.ts';
import type { ScreenUrl } from './use-screen-url.ts';

export type ListRecordEditorProps = Omit<RecordEditorOptions, 'values' | 'onSaved'> & {
  url: ScreenUrl;
  /** The list page the URL describes, and whether it is loading. */
  rows: NamedRow[];
  loading: boolean;
  /** 'country' and 'Countries': the heading ('New Country', 'Edit Ghana') and the breadcrumb. */
  item: string;
  plural: string;
  /** A new record's first values (its Id empty); undefined while they load. */
  newRecord: FormValues | undefined;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function RecordForm({
  frame,
  url,
  ...options
}: Omit<RecordEditorOptions, 'onSaved'> & { frame: EditorFrameProps; url: ScreenUrl }) {
  // Issue 21: after Save the list shows the saved row (found by the name just saved); after Update it
  // is where it was. The model is the editor's own, read once the save is done.
  const model = useRef<FormModel | null>(null);
  const editor = useRecordEditor({
    ...options,
    onSaved: () => {
      const name = model.current?.getValues().Name;
      if (url.isNew && typeof name === 'string' && name) url.showInList(name);
      else frame.onBack();
    },
  });
  model.current = editor.model;
  return <EditorFrame {...frame} editor={editor} />;
}

/**
 * The edit form of a list whose calls have no Get{X}ById (spec 001 §7): a saved record is the row of
 * the list page the URL still describes (a link to one no longer there says so); a new one starts from
 * `newRecord`. Update goes back to the list where it was; Save to the list searched for the new
 * record's name, so its row shows wherever the list's order puts it.
 */
export function ListRecordEditor({
  url,
  rows,
  loading,
  item,
  plural,
  newRecord,
  ...options
}: ListRecordEditorProps) {
  const row = url.isNew ? undefined : rows.find((candidate) => String(candidate.Id) === url.editing);
  const frame: EditorFrameProps = {
    trail: [{ label: plural, onClick: url.close }],
    title: url.isNew ? `New ${capitalised(item)}` : `Edit ${row?.Name ?? capitalised(item)}`,
    item,
    onBack: url.close,
  };
  if (!url.isNew && !row) return <EditorFrame {...frame} state={loading ? 'loading' : 'missing'} />;
  const values = row ?? newRecord;
  if (!values) return <EditorFrame {...frame} state="loading" />;
  return <RecordForm key={url.editing} frame={frame} url={url} values={values} {...options} />;
}
