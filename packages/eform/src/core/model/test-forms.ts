// Definitions shared by the model tests.
import { EformDisplayType, FieldType } from '../definition/field-type.ts';
import type { Field, Form } from '../definition/types.ts';

export const field = (Id: number, FieldType_: Field['FieldType'], more: Partial<Field> = {}): Field => ({
  Id,
  FieldName: `Field ${Id}`,
  FieldType: FieldType_,
  ...more,
});

export const formOf = (fields: Field[], more: Partial<Form> = {}): Form => ({
  GroupFields: [{ Id: 1, Fields: fields }],
  ...more,
});

/** A ride request: a radio whose 'Scheduled' option shows the pick-up date, and a required surname. */
export const rideForm = (EformDisplayType_: Form['EformDisplayType'] = EformDisplayType.Regular): Form => ({
  EformDisplayType: EformDisplayType_,
  GroupFields: [
    {
      Id: 'who',
      GroupName: 'Who',
      Fields: [
        field(1, FieldType.TextBox, { FieldName: 'Surname', MyKey: 'Surname', Required: true }),
        field(2, FieldType.Radio, {
          FieldName: 'When',
          MyKey: 'When',
          EformOptions: [
            { Id: 1, OptionName: 'Now' },
            { Id: 2, OptionName: 'Scheduled', IncludeDependentFields: true, DependentFields: [3] },
          ],
        }),
        field(3, FieldType.DatePicker, {
          FieldName: 'Pick-up Date',
          MyKey: 'PickUpDate',
          DependentOnOption: true,
        }),
      ],
    },
    {
      Id: 'where',
      GroupName: 'Where',
      Fields: [field(4, FieldType.TextBox, { FieldName: 'Destination', MyKey: 'Destination' })],
    },
  ],
});
