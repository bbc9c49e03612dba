import { dashboardTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useMemo } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { SaveBar } from '../../../components/save-bar/save-bar.tsx';
import { useRecordEditor } from '../../../components/screen/index.ts';
import { eventForm } from './event-form.ts';

const { CreateEvent } = calls.Calenders;

/** issue 16 §3: CreateEvent's form; the upcoming events reload after a save. */
export function AddEventForm({ onDone }: { onDone: () => void }) {
  const form = useMemo(() => eventForm(new Date()), []);
  const editor = useRecordEditor({
    form,
    create: CreateEvent,
    update: CreateEvent,
    values: { Id: 0 },
    onSaved: onDone,
    savedText: () => dashboardTexts.eventAdded,
  });
  return (
    <AppEForm model={editor.model} onSubmit={(values) => void editor.save(values)}>
      <SaveBar id={editor.id} status={editor.saving ? 'saving' : 'idle'} onBack={onDone} />
    </AppEForm>
  );
}
