import { Input, Select } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@wayfare/contracts';
import { type CSSProperties, type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CountryFlag, useFlagSvgs } from '../parts/country-flag.tsx';
import { selectChevron } from '../parts/plain-display.tsx';
import { PlainFieldFrame } from '../parts/plain-field.tsx';
import { controlAttributes, PlainInputBox } from '../parts/plain-input.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { Row } from '../parts/row.tsx';
import { useCountries } from '../parts/use-countries.ts';
import { textOf } from '../parts/values.ts';
import type { PhoneCountry } from '../services.tsx';

const countryLabel = (country: PhoneCountry) => `${country.Name} (+${country.DialCode})`;

const pickerWidth = { width: 'calc(11.875rem * var(--mantine-scale))' } as CSSProperties;
const ignore = () => {};

/**
 * The country picker as Mantine's closed searchable Select draws it (plain-markup.test.tsx holds it to
 * Mantine's markup), until it takes the focus: then Mantine's Select takes its place with the focus. A
 * Select costs a combobox store, a popover and an input's eight components on every render; a form of many
 * phone fields draws them only for a picker in use.
 */
export function ClosedCountryPicker({
  name,
  label,
  placeholder,
  iso,
  disabled,
  flag,
  onUse,
}: {
  name: string;
  label: string;
  placeholder: string;
  iso: string | null;
  disabled: boolean;
  flag: ReactNode;
  /** Called as it takes the focus. */
  onUse: () => void;
}) {
  const id = useId();
  const state = { error: false, disabled };
  return (
    <>
      <div
        style={pickerWidth}
        className={`${Input.Wrapper.classes.root} mantine-InputWrapper-root`}
        data-size="sm"
      >
        <PlainInputBox
          state={state}
          sections={{ leftSection: flag, rightSection: selectChevron, rightSectionPointerEvents: 'none' }}
        >
          <input
            {...controlAttributes(state)}
            aria-label={name}
            placeholder={placeholder}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            autoComplete="off"
            id={id}
            disabled={disabled}
            value={label}
            onChange={ignore}
            onFocus={onUse}
          />
        </PlainInputBox>
      </div>
      <input type="hidden" value={iso ?? ''} disabled={disabled} />
    </>
  );
}

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
  const iso = field.country ?? DEFAULT_PHONE_COUNTRY;
  const chosen = countries.find((country) => country.TwoLetterIsoCode === iso);
  const [used, setUsed] = useState(false);
  // The Select's options, once it is in use.
  const data = useMemo(
    () =>
      !used
        ? []
        : countries.map((country) => ({ value: country.TwoLetterIsoCode, label: countryLabel(country) })),
    [countries, used],
  );
  // Mantine's Select takes the place of the closed picker that had the focus, and takes the focus with it
  // (after the commit: React calls no handler for a focus it gives while committing). A click that focused
  // the closed picker ends on the Select, which opens its list as a click on Mantine's does.
  const select = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (used) select.current?.focus();
  }, [used]);
  const flag = <CountryFlag iso={chosen?.TwoLetterIsoCode} flags={flags} />;
  const picker = !used ? (
    <ClosedCountryPicker
      name={`Country of ${field.field.FieldName}`}
      label={chosen ? countryLabel(chosen) : ''}
      placeholder={iso}
      iso={chosen ? iso : null}
      disabled={field.disabled}
      flag={flag}
      onUse={() => setUsed(true)}
    />
  ) : (
    <Select
      ref={select}
      aria-label={`Country of ${field.field.FieldName}`}
      data={data}
      value={chosen ? iso : null}
      placeholder={iso}
      searchable
      allowDeselect={false}
      disabled={field.disabled}
      w={190}
      // Mantine keeps a closed list mounted (hidden) by default: some 500 nodes of countries per phone field.
      comboboxProps={{ withinPortal: true, width: 280, position: 'bottom-start', keepMounted: false }}
      leftSection={flag}
      renderOption={({ option }) => (
        <Row gap={8} wrap={false}>
          <CountryFlag iso={option.value} flags={flags} />
          <span>{option.label}</span>
        </Row>
      )}
      onChange={(value) => value && model.setCountry(field.key, value)}
    />
  );
  return (
    <PlainFieldFrame props={props}>
      {(state, control) => (
        // In a narrow column (a phone, or a half-width field) the number goes under the country rather
        // than being squeezed beside it.
        <Row gap={6} align="flex-start">
          {picker}
          <div style={{ flex: '1 1 160px', minWidth: 160 }}>
            <PlainInputBox state={state} sections={{}}>
              <input
                {...control}
                type="tel"
                autoComplete="tel-national"
                placeholder={field.placeholder}
                value={textOf(field.input)}
                onChange={(event) => model.answer(field.key, event.currentTarget.value)}
              />
            </PlainInputBox>
          </div>
        </Row>
      )}
    </PlainFieldFrame>
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
