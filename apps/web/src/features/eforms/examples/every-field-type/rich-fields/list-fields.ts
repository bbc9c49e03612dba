import { type Field, FieldType } from '@wayfare/eform/core';

/** The Lists and repeatable groups group: text, address and e-mail lists and repeatable questions. */
export const lists: Field[] = [
  {
    Id: FieldType.TextList,
    FieldName: 'Favourite places',
    FieldType: FieldType.TextList,
    MyKey: 'FavouritePlaces',
    PageWidth: 6,
  },
  {
    Id: FieldType.URLList,
    FieldName: 'Social links',
    FieldType: FieldType.URLList,
    MyKey: 'SocialLinks',
    PageWidth: 6,
  },
  {
    Id: FieldType.EmailList,
    FieldName: 'Receipt e-mails',
    FieldType: FieldType.EmailList,
    MyKey: 'ReceiptEmails',
    PageWidth: 6,
  },
  {
    Id: FieldType.CollapsibleQuestions,
    FieldName: 'Emergency contacts',
    FieldType: FieldType.CollapsibleQuestions,
    MyKey: 'EmergencyContacts',
    ItemObjectName: 'Contact',
    PropertyForNameOfItem: 'Name',
    CanAdd: true,
    CanDelete: true,
    PageWidth: 12,
    WorkingObjs: [{ Name: 'Ngozi Eze', Relationship: 'Sister', Order: 1 }],
    Eform: {
      GroupFields: [
        {
          Id: 1,
          Fields: [
            {
              Id: 1,
              FieldName: 'Name',
              FieldType: FieldType.TextBox,
              MyKey: 'Name',
              Required: true,
              PageWidth: 6,
            },
            {
              Id: 2,
              FieldName: 'Relationship',
              FieldType: FieldType.TextBox,
              MyKey: 'Relationship',
              PageWidth: 6,
            },
          ],
        },
      ],
    },
  },
  {
    Id: FieldType.TableQuestions,
    FieldName: 'Frequent trips',
    FieldType: FieldType.TableQuestions,
    MyKey: 'FrequentTrips',
    ItemObjectName: 'Trip',
    CanAdd: true,
    CanDelete: true,
    PageWidth: 12,
    WorkingObjs: [{ From: 'Ikeja', To: 'Victoria Island', Order: 1 }],
    Eform: {
      GroupFields: [
        {
          Id: 1,
          Fields: [
            { Id: 1, FieldName: 'From', FieldType: FieldType.TextBox, MyKey: 'From', Required: true },
            { Id: 2, FieldName: 'To', FieldType: FieldType.TextBox, MyKey: 'To', Required: true },
          ],
        },
      ],
    },
  },
];
