import { createCityRequest, createCountryRequest, createStateRequest } from '@wayfare/contracts';
import {
  createFormModel,
  createOptionCache,
  validateDefinition,
  withSchemaLimits,
} from '@wayfare/eform/core';
import { describe, expect, it, vi } from 'vitest';
import {
  cityForm as cityFields,
  countryForm as countryFields,
  locationFieldIds as ids,
  reloadStatesOfCountry,
  stateForm as stateFields,
} from './location-forms.ts';

// The forms as the screen shows them: required flags and limits from the Create calls' schemas.
const countryForm = withSchemaLimits(countryFields, createCountryRequest);
const stateForm = withSchemaLimits(stateFields, createStateRequest);
const cityForm = withSchemaLimits(cityFields, createCityRequest);
const locationForms = { country: countryForm, state: stateForm, city: cityForm };

const nigeria = { Id: 160, Name: 'Nigeria', TwoLetterIsoCode: 'NG', ThreeLetterIsoCode: 'NGA', Enable: true };
const ghana = { Id: 80, Name: 'Ghana', TwoLetterIsoCode: 'GH', ThreeLetterIsoCode: 'GHA', Enable: true };
const statesOf: Record<string, { Id: number; Name: string }[]> = {
  '160': [
    { Id: 25, Name: 'Lagos' },
    { Id: 20, Name: 'Kano' },
  ],
  '80': [{ Id: 301, Name: 'Ashanti' }],
};

/** A fake GET on an option address, answering like Country/GetActiveCountries and GetActiveStates. */
const fakeLoader = () =>
  vi.fn(async (address: string) => {
    if (address === 'Country/GetActiveCountries') return [ghana, nigeria];
    const countryId = /^State\/GetActiveStates\?countryId=(\d+)$/.exec(address)?.[1];
    if (countryId) return statesOf[countryId] ?? [];
    throw new Error(`unexpected address ${address}`);
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('location form definitions', () => {
  it.each(Object.entries(locationForms))('the %s form is a valid engine definition', (_kind, form) => {
    expect(validateDefinition(form)).toEqual({ ok: true, definition: form });
  });

  it('binds each field to the property the Create and Update calls take', () => {
    const keys = (form: typeof countryForm) => form.GroupFields.flatMap((g) => g.Fields.map((f) => f.MyKey));
    expect(keys(countryForm)).toEqual(['Name', 'TwoLetterIsoCode', 'ThreeLetterIsoCode']);
    expect(keys(stateForm)).toEqual(['CountryId', 'Name']);
    expect(keys(cityForm)).toEqual(['CountryId', 'StateId', 'Name']);
  });
});

// spec 001 §5 and spec 000 §5: the engine's required and length messages for these forms.
describe('country form', () => {
  it('requires a name and both ISO codes', () => {
    const model = createFormModel(countryForm, { values: { Id: 0 } });
    const result = model.validate();
    expect(result.valid).toBe(false);
    expect(Object.values(result.errors)).toEqual([
      'Enter Name',
      'Enter Two-letter ISO code',
      'Enter Three-letter ISO code',
    ]);
  });

  it('asks for exactly two and three letters in the ISO codes', () => {
    const model = createFormModel(countryForm, { values: { Id: 0 } });
    expect(model.answer(ids.twoLetterIsoCode, 'NGA')).toEqual({
      ok: false,
      error: 'Exactly 2 Characters are required for Two-letter ISO code',
      code: 'exactLength',
    });
    expect(model.answer(ids.threeLetterIsoCode, 'NG')).toEqual({
      ok: false,
      error: 'Exactly 3 Characters are required for Three-letter ISO code',
      code: 'exactLength',
    });
  });

  it('edits a saved country in Update mode, with its values shown', () => {
    const model = createFormModel(countryForm, { values: nigeria });
    expect(model.getSnapshot().saveMode).toBe('Update');
    expect(model.getFieldSnapshot(ids.twoLetterIsoCode).input).toBe('NG');
    expect(model.validate().valid).toBe(true);
  });
});

describe('state form', () => {
  it('offers the enabled countries and starts a new state in the first one', async () => {
    const loadOptions = fakeLoader();
    const model = createFormModel(stateForm, {
      values: { Id: 0 },
      loadOptions,
      optionCache: createOptionCache(),
    });
    await settle();
    expect(loadOptions).toHaveBeenCalledWith('Country/GetActiveCountries');
    const country = model.getFieldSnapshot(ids.countryId);
    expect(country.options.map((option) => option.OptionName)).toEqual(['Ghana', 'Nigeria']);
    expect(model.getValues().CountryId).toBe(80);
    expect(model.getSnapshot().saveMode).toBe('Save');
  });

  it("keeps a saved state's disabled country listed and chosen", async () => {
    const values = { Id: 9, Name: 'Volta', CountryId: 999, CountryName: 'Togo', Enable: true };
    const model = createFormModel(stateForm, {
      values,
      loadOptions: fakeLoader(),
      optionCache: createOptionCache(),
    });
    await settle();
    const country = model.getFieldSnapshot(ids.countryId);
    expect(country.options[0]).toMatchObject({ Id: 999, OptionName: 'Togo' });
    expect(model.getValues().CountryId).toBe(999);
  });

  it('requires a name', async () => {
    const model = createFormModel(stateForm, {
      values: { Id: 0 },
      loadOptions: fakeLoader(),
      optionCache: createOptionCache(),
    });
    await settle();
    expect(model.validate().errors).toEqual({ [String(ids.name)]: 'Enter Name' });
  });
});

describe('city form', () => {
  it("offers the chosen country's states, and another country's once it changes", async () => {
    const loadOptions = fakeLoader();
    const values = { Id: 0, CountryId: 160 };
    const model = createFormModel(cityForm, { values, loadOptions, optionCache: createOptionCache() });
    await settle();
    expect(model.getFieldSnapshot(ids.stateId).options.map((o) => o.OptionName)).toEqual(['Lagos', 'Kano']);

    model.selectOption(ids.countryId, 80);
    await reloadStatesOfCountry(model);
    expect(loadOptions).toHaveBeenLastCalledWith('State/GetActiveStates?countryId=80');
    expect(model.getFieldSnapshot(ids.stateId).options.map((o) => o.OptionName)).toEqual(['Ashanti']);
    expect(model.getValues()).toMatchObject({ CountryId: 80, StateId: 301 });
  });

  it('asks for no states before a country is known', async () => {
    const loadOptions = vi.fn(async () => []);
    const model = createFormModel(cityForm, {
      values: { Id: 0 },
      loadOptions,
      optionCache: createOptionCache(),
      autoLoadOptions: false,
    });
    await model.loadOptions(ids.stateId);
    expect(loadOptions).not.toHaveBeenCalled();
    expect(model.getFieldSnapshot(ids.stateId).options).toEqual([]);
  });
});
