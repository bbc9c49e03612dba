import type { Form } from '@wayfare/eform/core';
import type { LocationKind } from '../location-kinds.ts';
import { cityForm } from './city-form.ts';
import { countryForm } from './country-form.ts';
import { stateForm } from './state-form.ts';

export const locationForms: Record<LocationKind, Form> = {
  country: countryForm,
  state: stateForm,
  city: cityForm,
};
