import { callPath } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { Form, FormModel, FormValues } from '@wayfare/eform/core';
import { dropDownField, textField } from '../../components/screen/index.ts';

// spec 001 §3 and §5. Which fields are required, and how long a name or code may be, come from the
// Create/Update calls' body schemas (useRecordEditor applies them); here is what a person sees.

/** The field Ids, so a screen can address a field (reload the states once the country changes). */
export const locationFieldIds = {
  name: 1,
  twoLetterIsoCode: 2,
  threeLetterIsoCode: 3,
  countryId: 4,
  stateId: 5,
};
const ids = locationFieldIds;

// spec 001 §7: the forms offer the enabled countries and, once one is chosen, its enabled states. A saved
// record whose country (or state) was disabled since still shows it: the rows carry its name.
const statesOf = ({ CountryId }: FormValues) =>
  CountryId
    ? `${callPath(calls.State.GetActiveStates)}?countryId=${encodeURIComponent(String(CountryId))}`
    : '';
const countryField = (width: number) =>
  dropDownField(ids.countryId, 'Country', 'CountryId', width, {
    Addrress: callPath(calls.Country.GetActiveCountries),
    NamePropertyForItem: 'CountryName',
  });
const stateField = (width: number) =>
  dropDownField(ids.stateId, 'State', 'StateId', width, {
    AddrressFunction: statesOf,
    NamePropertyForItem: 'StateName',
  });
const nameField = (width: number) => textField(ids.name, 'Name', 'Name', width);
const form = (FormName: string, Fields: Form['GroupFields'][number]['Fields']): Form => ({
  FormName,
  GroupFields: [{ Id: FormName, Fields }],
});

export const countryForm = form('Country', [
  nameField(6),
  textField(ids.twoLetterIsoCode, 'Two-letter ISO code', 'TwoLetterIsoCode', 3),
  textField(ids.threeLetterIsoCode, 'Three-letter ISO code', 'ThreeLetterIsoCode', 3),
]);
export const stateForm = form('State', [countryField(6), nameField(6)]);
export const cityForm = form('City', [countryField(4), stateField(4), nameField(4)]);

/**
 * A city's state belongs to its country (spec 000 §4 option loading): once the country changes, the
 * old state is forgotten and the new country's states load, the first one chosen as drop-downs do.
 */
export async function reloadStatesOfCountry(model: FormModel) {
  model.setValues({ StateId: undefined, StateName: undefined });
  await model.loadOptions(ids.stateId);
}
