import { Group, Select, TextInput } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@wayfare/contracts';
import { useMemo } from 'react';
import { CountryFlag, useFlagSvgs } from '../parts/country-flag.tsx';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { useCountries } from '../parts/use-countries.ts';
import { textOf } from '../parts/values.ts';
import type { PhoneCountry } from '../services.tsx';

const countryLabel = (country: PhoneCountry) => `${country.Name} (+${country.DialCode})`;

/**
 * spec 000 §2.4 PhoneNumberTextBox (33): a country picker with its flag (default NG, or the field's
 * CountryIso; Countries limits the list) beside the number. Flags are SVG images (CountryFlag), not the
 * list's emoji, and stay out of the accessible names. The model parses the number with the chosen
 * country and stores it in international form (spec 000 §5).
 */
function PhoneNumberEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const all = useCountries();
  const flags = useFlagSvgs();
  const allowed = field.field.Countries;
  const countries = useMemo(
    () =>
      allowed?.length
        ? all.filter((country) => allowed.some((iso) => iso.toUpperCase() === country.TwoLetterIsoCode))
        : all,
    [all, allowed],
  );
  const data = useMemo(
    () => countries.map((country) => ({ value: country.TwoLetterIsoCode, label: countryLabel(country) })),
    [countries],
  );
  const iso = field.country ?? DEFAULT_PHONE_COUNTRY;
  const chosen = countries.find((country) => country.TwoLetterIsoCode === iso);
  const picker = (
    <Select
      aria-label={`Country of ${field.field.FieldName}`}
      data={data}
      value={chosen ? iso : null}
      placeholder={iso}
      searchable
      allowDeselect={false}
      disabled={field.disabled}
      w={190}
      // The list of countries (some 250 options) exists only while open: Mantine's own keepMounted={false}.
      comboboxProps={{ withinPortal: true, width: 280, position: 'bottom-start', keepMounted: false }}
      leftSection={<CountryFlag iso={chosen?.TwoLetterIsoCode} flags={flags} />}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <CountryFlag iso={option.value} flags={flags} />
          <span>{option.label}</span>
        </Group>
      )}
      onChange={(value) => value && model.setCountry(field.key, value)}
    />
  );
  return (
    <TextInput
      {...inputProps(props)}
      type="tel"
      autoComplete="tel-national"
      value={textOf(field.input)}
      inputContainer={(input) => (
        // In a narrow column (a phone, or a half-width field) the number goes under the country
        // rather than being squeezed beside it.
        <Group gap={6} align="flex-start">
          {picker}
          <div style={{ flex: '1 1 160px', minWidth: 160 }}>{input}</div>
        </Group>
      )}
      onChange={(event) => model.answer(field.key, event.currentTarget.value)}
    />
  );
}

function PhoneNumberView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={textOf(props.field.value)} />
    </ReadOnlyField>
  );
}

export const phoneNumberRenderer: FieldRenderer = { Edit: PhoneNumberEdit, View: PhoneNumberView };
