import type { Form } from '@wayfare/eform/core';
import { countryField, nameField } from './location-fields.ts';

/** spec 001 §3 and §5: a state needs its CountryId and a Name. */
export const stateForm: Form = {
  FormName: 'State',
  GroupFields: [{ Id: 'state', Fields: [countryField(6), nameField(6)] }],
};
