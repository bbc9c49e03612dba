import { EformDisplayType, FieldType } from '@wayfare/eform/core';
import type { PlaygroundExample } from '../playground-example.ts';

/** spec 000 §5 CSV import: the header is checked against these names (spaces ignored). */
export const fareImportHeader = [
  { Name: 'Route' },
  { Name: 'Distance (km)', IsNumber: true },
  { Name: 'Fare (NGN)', IsNumber: true },
];

export const fareImportExample: PlaygroundExample = {
  name: 'Fare import (CSV)',
  summary: "A CSV import whose header must match; 'Sample File' gives the header to start from.",
  definition: {
    Id: 0,
    FormName: 'Fare import',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage: '<p>The fares were read and are valid.</p>',
    GroupFields: [
      {
        Id: 1,
        GroupName: 'Fares',
        Fields: [
          {
            Id: 1,
            FieldName: 'Fare table',
            FieldType: FieldType.CSVUploader,
            FieldOrder: 1,
            MyKey: 'Fares',
            Required: true,
            PageWidth: 12,
            Explanation:
              '<p>A CSV file with the columns Route, Distance (km) and Fare (NGN). Download the <b>Sample File</b> for the header line.</p>',
            CSVToArrayHeader: fareImportHeader,
          },
        ],
      },
    ],
  },
};
