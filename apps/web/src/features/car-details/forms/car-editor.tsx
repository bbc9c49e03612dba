import type { CarDetail } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { FormValues } from '@wayfare/eform/core';
import { useMemo } from 'react';
import { EditorFrame, type ScreenUrl, useRecordEditor } from '../../../components/screen/index.ts';
import { useCarDetailById } from '../api/get-car-detail-by-id.ts';
import { carForm, newCar } from './car-form.ts';

const { CreateCarDetailByAdmin, UpdateCarDetailByAdmin } = calls.CarDetail;
const TRAIL_LABEL = 'Car Detail Center';

function CarForm({ values, url, title }: { values: FormValues; url: ScreenUrl; title: string }) {
  const isNew = !values.Id;
  const form = useMemo(() => carForm({ isNew }), [isNew]);
  const editor = useRecordEditor({
    form,
    create: CreateCarDetailByAdmin,
    update: UpdateCarDetailByAdmin,
    values,
    onSaved: url.close,
    // UpdateCarDetailByAdmin answers the car: its Message is the status's reason.
    replyIsRecord: true,
  });
  return (
    <EditorFrame
      trail={[{ label: TRAIL_LABEL, onClick: url.close }]}
      title={title}
      item="car"
      onBack={url.close}
      editor={editor}
    />
  );
}

/**
 * issue 17 §5: a new car (`?edit=new`, DriverEmail on create only) or a saved one (`?edit=<Id>`, read by
 * GetCarDetailById), in the engine's form with the save bar; refusals under their fields.
 */
export function CarEditor({ url }: { url: ScreenUrl }) {
  const id = Number(url.editing);
  const car = useCarDetailById(id, { enabled: !url.isNew && Number.isInteger(id) && id > 0 });
  const frame = { trail: [{ label: TRAIL_LABEL, onClick: url.close }], item: 'car', onBack: url.close };
  if (url.isNew) return <CarForm key="new" values={newCar} url={url} title="New Car" />;
  if (!car.data)
    return <EditorFrame {...frame} title="Edit Car" state={car.isError ? 'missing' : 'loading'} />;
  const data: CarDetail = car.data;
  return <CarForm key={data.Id} values={data} url={url} title={`Edit ${data.Name}`} />;
}
