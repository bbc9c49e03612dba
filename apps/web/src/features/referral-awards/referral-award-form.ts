import { AwardAction, awardActionNames, callPath } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dateField, dropDownField, textField } from '../../components/screen/index.ts';

// spec 001 §3 and §5, issue 15 §5. Which fields are required (title, page URL, both dates, the action)
// and the limits of the title, address and amount come from the Create/UpdateReferralAward body schemas
// (useRecordEditor applies them); a cash award's amount and the order of the dates are checked by the
// server, whose refusals show under their fields. Here is what a person sees.

const ids = { title: 1, action: 2, pageUrl: 3, start: 4, end: 5, raffle: 6, cash: 7, amount: 8 };

/** A check box whose ticking shows other fields (the engine's option 'true'). */
const checkBox = (Id: number, FieldName: string, MyKey: string, shows: number[] = []): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.SingleCheckBox,
  MyKey,
  PageWidth: 6,
  ...(shows.length > 0 ? { EformOptions: [{ Id: 'true', OptionName: 'Yes', DependentFields: shows }] } : {}),
});

export const referralAwardForm: Form = {
  FormName: 'Referral Award',
  GroupFields: [
    {
      Id: 'Referral Award',
      Fields: [
        textField(ids.title, 'Title', 'AwardTitle', 6),
        dropDownField(ids.action, 'Award Action', 'AwardAction', 6, {
          Addrress: callPath(calls.Referral.GetAwardActions),
          NamePropertyForItem: 'AwardActionName',
        }),
        { ...textField(ids.pageUrl, 'Award Page URL', 'AwardPageURL', 12), FieldType: FieldType.URLTextBox },
        dateField(ids.start, 'Start Date', 'StartDateIsoString'),
        dateField(ids.end, 'End Date', 'EndDateIsoString'),
        checkBox(ids.raffle, 'Raffle Draw', 'HasRaffleDraw'),
        checkBox(ids.cash, 'Cash Award', 'IsCash', [ids.amount]),
        {
          ...textField(ids.amount, 'Amount (₦)', 'Amount', 6),
          FieldType: FieldType.NumberTextBox,
          // Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4).
          RangeStep: 0.01,
          // spec 001 §5: the amount only when the cash flag is on.
          DependentOnOption: true,
        },
      ],
    },
  ],
};

/** A new award pays for the one action there is; neither a raffle nor cash until ticked. */
export const newReferralAward = {
  Id: 0,
  AwardAction: AwardAction.ReferredRiderCompletesFirstRide,
  AwardActionName: awardActionNames[AwardAction.ReferredRiderCompletesFirstRide],
  HasRaffleDraw: false,
  IsCash: false,
};
