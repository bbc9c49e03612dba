import { screen, waitFor, within } from '@testing-library/react';
import type { CallDeclaration } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { renderAt } from '../../test/render.tsx';
import CitiesPage from './pages/cities-page.tsx';
import CountriesPage from './pages/countries-page.tsx';
import StatesPage from './pages/states-page.tsx';
import { fakeCountryArea, signInAsAdmin } from './testing/fake-country-area.ts';

const alerts = () => alertStore.get().map((alert) => [alert.type, alert.message]);
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const rowOf = async (name: string) => {
  const cell = await within(await screen.findByRole('table')).findByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
};
const sentBodies = (api: ReturnType<typeof fakeCountryArea>, call: CallDeclaration) =>
  api.sentTo(call).map((request) => request.body);

// Modal, router and form interactions take seconds in jsdom when the machine is busy.
describe('location edit form', { timeout: 20_000 }, () => {
  beforeEach(signInAsAdmin);

  it('blocks saving a new country with empty fields and shows the messages under them', async () => {
    const api = fakeCountryArea();
    const { user, location } = renderAt(<CountriesPage />, '/admin/countries?page=0');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(location().search).toBe('?page=0&edit=new');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Countries/New Country');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter Name');
    expect(field('Two-letter ISO code')).toHaveAccessibleDescription('Enter Two-letter ISO code');
    expect(field('Three-letter ISO code')).toHaveAccessibleDescription('Enter Three-letter ISO code');
    await user.type(field('Two-letter ISO code'), 'B');
    expect(field('Two-letter ISO code')).toHaveAccessibleDescription(
      'Exactly 2 Characters are required for Two-letter ISO code',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('saves a new country with Id 0 and returns to the list showing its row, with the success alert', async () => {
    // 25 countries: the new one is not on the first page of the list.
    const api = fakeCountryArea({ countryCount: 25 });
    const { user, location, fill } = renderAt(<CountriesPage />, '/admin/countries?edit=new', {
      withAlerts: true,
    });
    await fill(await screen.findByLabelText(/^Name/), 'Benin');
    await fill(field('Two-letter ISO code'), 'BJ');
    await fill(field('Three-letter ISO code'), 'BEN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().search).toBe('?keyword=Benin'));
    expect(sentBodies(api, calls.Country.CreateCountry)).toEqual([
      { Id: 0, Name: 'Benin', TwoLetterIsoCode: 'BJ', ThreeLetterIsoCode: 'BEN' },
    ]);
    expect(alerts()).toEqual([['Success', 'Benin has been saved']]);
    expect(await rowOf('Benin')).toBeInTheDocument();
  });

  it("edits a country from its row with 'Update', and Back To Details keeps the list's page", async () => {
    const api = fakeCountryArea({ countryCount: 25 });
    const { user, location, fill } = renderAt(<CountriesPage />, '/admin/countries?page=1');
    await user.click(within(await rowOf('Zland 18')).getByRole('button', { name: 'Edit' }));
    expect(location().search).toBe('?page=1&edit=117');
    expect(screen.getByRole('heading', { name: 'Edit Zland 18' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Zland 18');
    expect(field('Two-letter ISO code')).toHaveValue('ZR');

    await user.click(screen.getByRole('button', { name: 'Back To Details' }));
    await waitFor(() => expect(location().search).toBe('?page=1'));
    await user.click(within(await rowOf('Zland 18')).getByRole('button', { name: 'Edit' }));
    await fill(field('Name'), 'Zealand');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe('?page=1'));
    expect(sentBodies(api, calls.Country.UpdateCountry)).toEqual([
      { Id: 117, Name: 'Zealand', TwoLetterIsoCode: 'ZR', ThreeLetterIsoCode: 'ZZR' },
    ]);
    expect(alerts()).toEqual([['Success', 'Zealand has been updated']]);
  });

  it("keeps the form open with the server's refusal in an error alert", async () => {
    fakeCountryArea();
    const { user, location, fill } = renderAt(<CountriesPage />, '/admin/countries?edit=1', {
      withAlerts: true,
    });
    await fill(await screen.findByLabelText(/^Name/), 'Nigeria');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts()).toEqual([['Error', 'A country named Nigeria already exists']]));
    // The refusal's per-property message shows under the field it concerns, until that field changes.
    expect(field('Name')).toHaveAccessibleDescription('A country named Nigeria already exists');
    expect(location().search).toBe('?edit=1');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it("names the field by its label in the server's refusal, under the field and in the alert (issue 21)", async () => {
    const api = fakeCountryArea();
    const { user, fill } = renderAt(<CountriesPage />, '/admin/countries?edit=new', { withAlerts: true });
    await fill(await screen.findByLabelText(/^Name/), 'Wakanda');
    await fill(field('Two-letter ISO code'), 'WK');
    await fill(field('Three-letter ISO code'), 'W1K');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Three-letter ISO code must be 3 letters, like NGA';
    await waitFor(() => expect(field('Three-letter ISO code')).toHaveAccessibleDescription(message));
    expect(alerts()).toEqual([['Error', message]]);
    // The refusal came from the call's own schema, which names the property on the wire.
    expect(sentBodies(api, calls.Country.CreateCountry)).toEqual([
      { Id: 0, Name: 'Wakanda', TwoLetterIsoCode: 'WK', ThreeLetterIsoCode: 'W1K' },
    ]);
  });

  it("takes the Name field's limit from the Create call's schema: at most 100 characters", async () => {
    const api = fakeCountryArea();
    const { user, fill } = renderAt(<CountriesPage />, '/admin/countries?edit=new');
    await fill(await screen.findByLabelText(/^Name/), 'x'.repeat(101));
    await fill(field('Two-letter ISO code'), 'XX');
    await fill(field('Three-letter ISO code'), 'XXX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name')).toHaveAccessibleDescription('A maximun of 100 Characters is required for Name');
    expect(api.sentTo(calls.Country.CreateCountry)).toEqual([]);
    await fill(field('Name'), 'x'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo(calls.Country.CreateCountry)).toHaveLength(1));
  });

  it("shows 'Saving...' while a new record is being saved", async () => {
    const api = fakeCountryArea();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const create = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('CreateCountry')) await held;
      return create(input, init);
    });
    const { user, fill } = renderAt(<CountriesPage />, '/admin/countries?edit=new');
    await fill(await screen.findByLabelText(/^Name/), 'Benin');
    await fill(field('Two-letter ISO code'), 'BJ');
    await fill(field('Three-letter ISO code'), 'BEN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saving...' })).not.toBeInTheDocument());
  });

  it('says so when the record to edit is not on the list page the address names', async () => {
    fakeCountryArea();
    const { user, location } = renderAt(<CountriesPage />, '/admin/countries?edit=999');
    expect(await screen.findByText('This country is not on this page of the list')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Countries' }));
    expect(location().search).toBe('');
  });

  it("starts a new state in the list's country and sends only the state's own fields", async () => {
    const api = fakeCountryArea();
    const { user, fill } = renderAt(<StatesPage />, '/admin/states?countryId=2', { withAlerts: true });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const country = await screen.findByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toHaveDisplayValue('Nigeria'));
    await fill(field('Name'), 'Oyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual([['Success', 'Oyo has been saved']]));
    expect(sentBodies(api, calls.State.CreateState)).toEqual([{ Id: 0, Name: 'Oyo', CountryId: 2 }]);
    expect(await rowOf('Oyo')).toBeInTheDocument();
  });

  it("edits a city, offering the chosen country's states and a new country's once it changes", async () => {
    const api = fakeCountryArea();
    api.countries[0]!.Enable = true; // Ghana, so the form offers it
    const { user } = renderAt(<CitiesPage />, '/admin/cities?countryId=2&stateId=11');
    await user.click(within(await rowOf('Ikeja')).getByRole('button', { name: 'Edit' }));
    const state = await screen.findByRole('combobox', { name: /^State/ });
    await waitFor(() => expect(state).toHaveDisplayValue('Lagos'));
    await user.click(state);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kano', 'Lagos']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(screen.getByRole('option', { name: 'Ghana' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^State/ })).toHaveDisplayValue('Ashanti'),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(sentBodies(api, calls.City.UpdateCity)).toEqual([
        { Id: 20, Name: 'Ikeja', CountryId: 1, StateId: 12 },
      ]),
    );
  });
});
