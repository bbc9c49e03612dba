import { FieldType, type Form } from '@wayfare/eform/core';
import { textField } from '../../../components/screen/index.ts';

/**
 * spec 000 §3.3 Event. Required and the 150-character Title, and MeetUrl's limit, come from
 * createEventRequest (useRecordEditor applies them); the picker offers no past day, and the server's
 * 'must be in the future' and 'https://' refusals show under their fields.
 */
export const eventForm = (now: Date): Form => ({
  FormName: 'Event',
  GroupFields: [
    {
      Id: 'Event',
      Fields: [
        textField(1, 'Title', 'Title', 12),
        {
          Id: 2,
          FieldName: 'Event Date Time',
          FieldType: FieldType.DateTimePicker,
          MyKey: 'EventDateTime',
          PageWidth: 6,
          MinDate: now.toISOString(),
        },
        textField(3, 'Meet Url', 'MeetUrl', 6),
      ],
    },
  ],
});
