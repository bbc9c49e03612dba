import { defineArea } from '../../call.ts';
import { exportOf } from '../../csv-export.ts';
import { messageCalls } from '../message.ts';

/** spec 001 §2 E-mail and SMS activity: Recipient(s), Type, Subject or Message, Sent On, Status. */
export const messageExports = defineArea('Message', {
  ExportEmails: exportOf(messageCalls.GetEmails, 'emails', [
    { title: 'Recipient(s)', value: (row) => row.Emailaddresses },
    { title: 'Type', value: (row) => row.TypeName },
    { title: 'Subject', value: (row) => row.Subject },
    { title: 'Sent On', value: (row) => row.Date, as: 'lagosDateTime' },
    { title: 'Status', value: (row) => row.StatusName },
  ]),
  ExportSMSs: exportOf(messageCalls.GetSMSs, 'sms', [
    { title: 'Recipient(s)', value: (row) => row.MobileNumbers },
    { title: 'Type', value: (row) => row.TypeName },
    { title: 'Message', value: (row) => row.Message },
    { title: 'Sent On', value: (row) => row.Date, as: 'lagosDateTime' },
    { title: 'Status', value: (row) => row.StatusName },
  ]),
});
