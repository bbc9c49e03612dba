import type { Form } from '@wayfare/eform/core';
import { countryField, nameField, stateField } from './location-fields.ts';

/** spec 001 §3 and §5: a city needs its CountryId, its StateId (a state of that country) and a Name. */
export const cityForm: Form = {
  FormName: 'City',
  GroupFields: [{ Id: 'city', Fields: [countryField(4), stateField(4), nameField(4)] }],
};
