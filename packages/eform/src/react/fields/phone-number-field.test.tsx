// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { GH, NG, US } from 'country-flag-icons/string/3x2';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import type { PhoneCountry } from '../services.tsx';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 phone with country picker and flag; §5 parsed with a country (default NG), stored in full
// international form, its own message for each failure; §7 the country list from a static asset.

const countries: PhoneCountry[] = [
  { Name: 'Nigeria', TwoLetterIsoCode: 'NG', DialCode: '234', Flag: '🇳🇬' },
  { Name: 'Ghana', TwoLetterIsoCode: 'GH', DialCode: '233', Flag: '🇬🇭' },
  { Name: 'United States', TwoLetterIsoCode: 'US', DialCode: '1', Flag: '🇺🇸' },
  { Name: 'Antarctica', TwoLetterIsoCode: 'AQ', DialCode: null },
];

const flagUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const findFlag = (container: HTMLElement, iso: string) =>
  waitFor(() => {
    const flag = container.querySelector(`img[data-country="${iso}"]`);
    if (!flag) throw new Error(`No flag ${iso}`);
    expect(flag).toHaveAttribute('alt', '');
    return flag;
  });

const phone: Field = { Id: 33, FieldName: 'Phone', FieldType: FieldType.PhoneNumberTextBox, MyKey: 'Phone' };

const renderPhone = (field: Field = phone, values = {}) => {
  const loadCountries = vi.fn(async () => countries);
  return { loadCountries, ...renderForm(formOf([field]), { values }, { services: { loadCountries } }) };
};

async function chooseCountry(user: ReturnType<typeof renderPhone>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Country of Phone' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('phone number', () => {
  it('starts in Nigeria with its flag and stores a local number in international form', async () => {
    const { model, user, container } = renderPhone();
    const picker = screen.getByRole('combobox', { name: 'Country of Phone' });
    expect(await screen.findByDisplayValue('Nigeria (+234)')).toBe(picker);
    // The flag is an SVG image beside the picker (not the list's emoji, which Windows shows as 'NG').
    expect(await findFlag(container, 'NG')).toHaveAttribute('src', flagUrl(NG));
    expect(container).not.toHaveTextContent('🇳🇬');
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '0803 123 4567');
    expect(model.getValues().Phone).toBe('+2348031234567');
  });

  it('is reached by keyboard and searches the countries as typed', async () => {
    const { model, user } = renderPhone();
    await screen.findByDisplayValue('Nigeria (+234)');
    await user.tab();
    const picker = screen.getByRole('combobox', { name: 'Country of Phone' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Control>}a{/Control}gha');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ghana (+233)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Ghana (+233)');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '024 123 4567');
    expect(model.getValues().Phone).toBe('+233241234567');
  });

  it('opens the country list on a click', async () => {
    const { user } = renderPhone();
    await screen.findByDisplayValue('Nigeria (+234)');
    await user.click(screen.getByRole('combobox', { name: 'Country of Phone' }));
    const picker = screen.getByRole('combobox', { name: 'Country of Phone' });
    expect(picker).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('parses the number with the chosen country, and lists only countries with a dial code', async () => {
    const { model, user, container } = renderPhone();
    await screen.findByDisplayValue('Nigeria (+234)');
    await findFlag(container, 'NG');
    await user.click(screen.getByRole('combobox', { name: 'Country of Phone' }));
    // Each option is named by its country alone; its flag is a decorative image.
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAccessibleName('Nigeria (+234)');
    expect(options[1]).toHaveAccessibleName('Ghana (+233)');
    expect(options[2]).toHaveAccessibleName('United States (+1)');
    expect(options.map((o) => o.querySelector('img')?.getAttribute('src'))).toEqual([
      flagUrl(NG),
      flagUrl(GH),
      flagUrl(US),
    ]);
    await user.click(screen.getByRole('option', { name: 'Ghana (+233)' }));
    expect(container.querySelector('[data-country]')).toHaveAttribute('src', flagUrl(GH));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '024 123 4567');
    expect(model.getValues().Phone).toBe('+233241234567');
    // Changing the country re-reads the number typed.
    await chooseCountry(user, 'United States');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '(201) 555-0123');
    expect(model.getValues().Phone).toBe('+12015550123');
  });

  it('takes the country of a number typed with its dial code', async () => {
    const { model, user } = renderPhone();
    await screen.findByDisplayValue('Nigeria (+234)');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+233 24 123 4567');
    expect(model.getValues().Phone).toBe('+233241234567');
    expect(screen.getByRole('combobox', { name: 'Country of Phone' })).toHaveValue('Ghana (+233)');
  });

  it('shows the failure under the input and binds nothing', async () => {
    const { model, user } = renderPhone();
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, 'call me');
    expect(input).toHaveAccessibleDescription('The phone number is not a number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(model.getValues().Phone).toBeUndefined();
    await user.clear(input);
    await user.paste('0803 123 4567 8901 2345 6789');
    expect(input).toHaveAccessibleDescription('The phone number is too long');
    expect(model.getValues().Phone).toBe('');
  });

  it('limits the picker to the field’s Countries and starts at its CountryIso', async () => {
    const { user } = renderPhone({ ...phone, CountryIso: 'gh', Countries: ['NG', 'GH'] });
    const picker = await screen.findByDisplayValue('Ghana (+233)');
    await user.click(picker);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
  });

  it('shows the stored number in view mode', () => {
    renderForm(formOf([phone]), { values: { Phone: '+2348031234567' }, readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('+2348031234567')).toBeVisible();
  });
});
