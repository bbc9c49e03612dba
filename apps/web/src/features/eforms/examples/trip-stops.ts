import { EformDisplayType, FieldType } from '@wayfare/eform/core';
import type { PlaygroundExample } from './playground-example.ts';

/**
 * spec 000 §2.4, §4 repeatable groups: a table of stops (add, reorder through Order, delete after the
 * prompt) and collapsible passengers, one open at a time.
 */
export const tripStopsExample: PlaygroundExample = {
  name: 'Trip stops (repeatable groups)',
  summary: 'A table of stops and collapsible passengers: add, reorder and delete items.',
  definition: {
    Id: 0,
    FormName: 'Trip stops',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage: '<p>The stops and passengers are valid.</p>',
    GroupFields: [
      {
        Id: 1,
        GroupName: 'Stops',
        GroupOrder: 1,
        Fields: [
          {
            Id: 1,
            FieldName: 'Stops',
            FieldType: FieldType.TableQuestions,
            FieldOrder: 1,
            MyKey: 'Stops',
            ItemObjectName: 'Stop',
            PropertyForNameOfItem: 'Place',
            ListOrderPropertyName: 'Order',
            CanAdd: true,
            CanDelete: true,
            // Wide enough for a place name: on a phone the table scrolls sideways instead.
            CellMinWidth: 170,
            PageWidth: 12,
            WorkingObjs: [
              { Place: 'Ikeja City Mall', WaitMinutes: 5, Order: 1 },
              { Place: 'Lekki Phase 1', WaitMinutes: 10, Order: 2 },
            ],
            Eform: {
              GroupFields: [
                {
                  Id: 1,
                  Fields: [
                    {
                      Id: 1,
                      FieldName: 'Place',
                      FieldType: FieldType.TextBox,
                      MyKey: 'Place',
                      Required: true,
                    },
                    {
                      Id: 2,
                      FieldName: 'Wait (minutes)',
                      FieldType: FieldType.NumberTextBox,
                      MyKey: 'WaitMinutes',
                      MinNumber: 0,
                      MaxNumber: 60,
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        Id: 2,
        GroupName: 'Passengers',
        GroupOrder: 2,
        Fields: [
          {
            Id: 2,
            FieldName: 'Passengers',
            FieldType: FieldType.CollapsibleQuestions,
            FieldOrder: 1,
            MyKey: 'Passengers',
            ItemObjectName: 'Passenger',
            PropertyForNameOfItem: 'Name',
            CanAdd: true,
            CanDelete: true,
            PageWidth: 12,
            WorkingObjs: [{ Name: 'Ada Obi', Seat: 1, Order: 1 }],
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
                      FieldName: 'Seat',
                      FieldType: FieldType.Radio,
                      MyKey: 'Seat',
                      PageWidth: 6,
                      EformOptions: [
                        { Id: 1, OptionName: 'Front' },
                        { Id: 2, OptionName: 'Back' },
                      ],
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
};
