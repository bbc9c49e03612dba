// @vitest-environment jsdom
import {
  Accordion,
  ActionIcon,
  Button,
  Checkbox,
  ColorInput,
  ColorSwatch,
  ComboboxChevron,
  Divider,
  List,
  MantineProvider,
  NumberInput,
  PasswordInput,
  Radio,
  Rating,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import { RichTextEditor } from '@mantine/tiptap';
import { IconRestore } from '@tabler/icons-react';
import { render } from '@testing-library/react';
import { type ReactElement, useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../../../apps/web/src/app/theme.ts';
import { createFormModel, type Field, FieldType } from '../../core/index.ts';
import { EForm } from '../eform.tsx';
import { ClosedCountryPicker } from '../fields/phone-number-field.tsx';
import {
  PlainAccordion,
  PlainAccordionControl,
  PlainAccordionItem,
  PlainAccordionPanel,
} from './plain-accordion.tsx';
import { PlainActionIcon, PlainButton } from './plain-button.tsx';
import { PlainCheckbox } from './plain-checkbox.tsx';
import { PlainChoiceCard } from './plain-choice-card.tsx';
import { PlainColorSwatch } from './plain-color.tsx';
import {
  DimmedText,
  GroupRule,
  GroupTitle,
  PlainList,
  PlainStack,
  SmallText,
  selectChevron,
} from './plain-display.tsx';
import { controlAttributes, describedByOf, PlainFrame, PlainInputBox } from './plain-input.tsx';
import { numberRootClass, PlainNumberBox } from './plain-number-input.tsx';
import { PlainPasswordBox, passwordRootClass, passwordRootStyle } from './plain-password-input.tsx';
import { PlainRadio } from './plain-radio.tsx';
import { PlainRating } from './plain-rating.tsx';
import { PlainSlider } from './plain-slider.tsx';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import { unitSections } from './unit-of-measure.tsx';

/**
 * The plain controls must draw what Mantine draws, so Mantine's stylesheet styles them alike: the same
 * elements, hashed classes, data attributes, ARIA and CSS variables. Mantine's per-component static class
 * names (`mantine-TextInput-root`) are left out of the comparison: the plain ones keep the generic ones.
 */
function markupOf(ui: ReactElement, selector?: string, { iconsAsSvg = false } = {}) {
  const { container, unmount } = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  // Generated ids (Mantine's 'mantine-…', React's '«r…»') are named by order of appearance instead.
  const generated = new Map<string, string>();
  const idOf = (value: string) =>
    value.replace(/mantine-[a-z0-9]{6,}|«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, (id) => {
      if (!generated.has(id)) generated.set(id, `generated-${generated.size + 1}`);
      return generated.get(id)!;
    });
  const normalise = (element: Element): string => {
    // Icons drawn by a different library but the same geometry compare as a bare <svg> with their class.
    if (iconsAsSvg && element.tagName === 'svg')
      return `<svg class="${[...element.classList].filter((c) => c.startsWith('m_')).join(' ')}"></>`;
    const attributes = [...element.attributes]
      .map(({ name, value }) => {
        if (name === 'class')
          return `class="${value
            .split(/\s+/)
            .filter(
              (c) =>
                (c &&
                  !/^mantine-(?!InputWrapper|Input-|Checkbox|Button|ActionIcon|UnstyledButton)/.test(c)) ||
                /^mantine-(focus-auto|active)$/.test(c),
            )
            .sort()
            .join(' ')}"`;
        if (name === 'style')
          return `style="${value
            .split(';')
            .map((rule) => rule.trim())
            .filter(Boolean)
            .sort()
            .join('; ')}"`;
        if (name === 'aria-describedby') return `${name}="${idOf(value).split(/\s+/).sort().join(' ')}"`;
        if (name === 'id' || name === 'for' || name === 'aria-labelledby') return `${name}="${idOf(value)}"`;
        return `${name}="${value}"`;
      })
      .sort();
    const children = [...element.childNodes].map((node) =>
      node instanceof Element ? normalise(node) : (node.textContent ?? ''),
    );
    return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
  };
  const html = [...(selector ? container.querySelectorAll(selector) : container.children)]
    .filter((e) => e.tagName !== 'STYLE')
    .map(normalise)
    .join('\n');
  unmount();
  return html;
}

const noop = () => {};

/** What the form draws for one field holding `value`: the field's own elements. */
const fieldMarkup = (field: Field, value: unknown) => {
  const model = createFormModel(
    { GroupFields: [{ Id: 1, Fields: [field] }] },
    { values: { [field.MyKey!]: value } },
  );
  return markupOf(<EForm model={model} />, '[data-field-key] > *');
};

/** A radio group as the radio field draws it (FieldFrame needs a field), with a generated id like Mantine's. */
function PlainRadioGroup({ radios }: { radios: ReactElement[] }) {
  const id = useId();
  return (
    <PlainFrame id={id} labelElement="div" label="Class" description="Help" error="Bad" withAsterisk>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={describedByOf(id, 1, 1)}>
        {radios}
      </div>
    </PlainFrame>
  );
}

describe('plain controls draw Mantine’s markup', () => {
  it.each([
    ['with help, error, asterisk and a unit after', { description: 'Help', error: 'Bad', right: true }],
    ['plain, disabled, with a unit before', { disabled: true, left: true }],
  ])(
    'text input %s',
    (_, o: { description?: string; error?: string; disabled?: boolean; right?: boolean; left?: boolean }) => {
      const unit = <span>km</span>;
      const sections = {
        ...(o.right
          ? { rightSection: unit, rightSectionWidth: 40, rightSectionPointerEvents: 'none' as const }
          : {}),
        ...(o.left
          ? { leftSection: unit, leftSectionWidth: 40, leftSectionPointerEvents: 'none' as const }
          : {}),
      };
      const mantine = markupOf(
        <TextInput
          id="a"
          label="Name"
          description={o.description}
          error={o.error}
          withAsterisk={!!o.error}
          required={!!o.error}
          disabled={o.disabled}
          placeholder="Enter Name"
          value="x"
          onChange={noop}
          {...sections}
        />,
      );
      const state = { error: !!o.error, disabled: !!o.disabled, described: !!o.description };
      const plain = markupOf(
        <PlainFrame id="a" label="Name" description={o.description} error={o.error} withAsterisk={!!o.error}>
          <PlainInputBox state={state} sections={sections}>
            <input
              {...controlAttributes(state)}
              id="a"
              required={!!o.error}
              disabled={o.disabled}
              aria-describedby={describedByOf('a', o.error, o.description)}
              placeholder="Enter Name"
              value="x"
              onChange={noop}
            />
          </PlainInputBox>
        </PlainFrame>,
      );
      expect(plain).toBe(mantine);
    },
  );

  it('text area', () => {
    const state = { error: false, disabled: false, multiline: true };
    expect(
      markupOf(
        <PlainFrame id="c" label="Area">
          <PlainInputBox state={state} sections={{}}>
            <textarea {...controlAttributes(state)} id="c" value="" onChange={noop} />
          </PlainInputBox>
        </PlainFrame>,
      ),
    ).toBe(markupOf(<Textarea id="c" label="Area" value="" onChange={noop} />));
  });

  it('check box with help and error, and one named by aria-label', () => {
    expect(
      markupOf(
        <>
          <PlainCheckbox
            id="a"
            label="Paid"
            description="Help"
            error="Bad"
            required
            checked
            onChange={noop}
            marginTop="var(--mantine-spacing-xs)"
          />
          <PlainCheckbox id="b" aria-label="Paid, P1" checked={false} disabled onChange={noop} />
        </>,
      ),
    ).toBe(
      markupOf(
        <>
          <Checkbox
            id="a"
            label="Paid"
            description="Help"
            error="Bad"
            // The field marks the box invalid itself (Mantine ties the message but not aria-invalid).
            aria-invalid
            required
            checked
            onChange={noop}
            mt="xs"
          />
          <Checkbox id="b" aria-label="Paid, P1" checked={false} disabled onChange={noop} />
        </>,
      ),
    );
  });

  it('radio group with help, error and asterisk; a radio checked, one disabled, one invalid', () => {
    const radios = (Radio_: 'mantine' | 'plain') =>
      [
        { value: '1', label: 'Economy', invalid: true },
        { value: '2', label: 'Comfort', disabled: true },
      ].map((o) =>
        Radio_ === 'mantine' ? (
          <Radio
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={o.disabled}
            aria-invalid={o.invalid}
          />
        ) : (
          <PlainRadio key={o.value} name="r" checked={o.value === '2'} onChange={noop} {...o} />
        ),
      );
    const mantine = markupOf(
      <Radio.Group
        size="sm"
        name="r"
        label="Class"
        description="Help"
        error="Bad"
        withAsterisk
        value="2"
        onChange={noop}
      >
        {radios('mantine')}
      </Radio.Group>,
    );
    const plain = markupOf(<PlainRadioGroup radios={radios('plain')} />);
    expect(plain).toBe(mantine);
  });

  it.each(['radio', 'checkbox'] as const)('%s cards, one checked, one disabled and invalid', (role) => {
    const Card = role === 'radio' ? Radio.Card : Checkbox.Card;
    const Indicator = role === 'radio' ? Radio.Indicator : Checkbox.Indicator;
    const cards = [
      { value: '1', disabled: true, invalid: true },
      { value: '2', disabled: false, invalid: false },
    ];
    const mantineCards = cards.map((c) => (
      <Card
        key={c.value}
        value={c.value}
        name={role === 'radio' ? 'r' : undefined}
        p="xs"
        disabled={c.disabled}
        aria-invalid={c.invalid || undefined}
      >
        <div className="eform-choice-card-body">
          <Indicator size="xs" />
          <div>Option {c.value}</div>
        </div>
      </Card>
    ));
    const mantine =
      role === 'radio' ? (
        <Radio.Group name="r" value="2" onChange={noop}>
          {mantineCards}
        </Radio.Group>
      ) : (
        <Checkbox.Group value={['2']} onChange={noop}>
          {mantineCards}
        </Checkbox.Group>
      );
    const plain = cards.map((c) => (
      <PlainChoiceCard
        key={c.value}
        role={role}
        name={role === 'radio' ? 'r' : undefined}
        checked={c.value === '2'}
        disabled={c.disabled}
        invalid={c.invalid}
        onClick={noop}
      >
        Option {c.value}
      </PlainChoiceCard>
    ));
    expect(markupOf(<div>{plain}</div>, 'button')).toBe(markupOf(mantine, 'button'));
  });

  it('rich-text toolbar before the editor exists', () => {
    const mantine = markupOf(
      <RichTextEditor editor={null}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      </RichTextEditor>,
      undefined,
      { iconsAsSvg: true },
    );
    const plain = markupOf(
      <RichTextEditor editor={null}>
        <RichTextToolbar editor={null} />
      </RichTextEditor>,
      undefined,
      { iconsAsSvg: true },
    );
    expect(plain).toBe(mantine);
  });

  it('select chevron, group title and rule, dimmed and bold text, stack, list', () => {
    const mantine = markupOf(
      <>
        <ComboboxChevron size="sm" />
        <Title order={3} size="h4" id="t">
          Section
        </Title>
        <Divider mt={4} mb="sm" />
        <Text component="span" size="sm" c="dimmed" style={{ display: 'inline-flex', gap: 4 }}>
          km
        </Text>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Title
          </Text>
        </Stack>
        <List aria-label="Stops" spacing={4} mt="xs" size="sm" listStyleType="none">
          <List.Item>Ikeja</List.Item>
          <List.Item>Yaba</List.Item>
        </List>
      </>,
    );
    const plain = markupOf(
      <>
        {selectChevron}
        <GroupTitle id="t">Section</GroupTitle>
        <GroupRule />
        <DimmedText style={{ display: 'inline-flex', gap: 4 }}>km</DimmedText>
        <PlainStack gap={4}>
          <SmallText style={{ fontWeight: 600 }}>Title</SmallText>
        </PlainStack>
        <PlainList
          label="Stops"
          gap={4}
          marginTop="xs"
          items={['Ikeja', 'Yaba'].map((stop) => ({ key: stop, content: stop }))}
        />
      </>,
    );
    expect(plain).toBe(mantine);
  });

  it.each([
    ['hidden, with an error', { visible: false, error: 'Too short' }],
    ['shown, disabled', { visible: true, disabled: true }],
  ])('password input %s', (_, o: { visible: boolean; error?: string; disabled?: boolean }) => {
    const common = {
      id: 'p',
      label: 'Password',
      error: o.error,
      disabled: o.disabled,
      placeholder: 'Enter Password',
    };
    const mantine = markupOf(
      <PasswordInput
        {...common}
        withAsterisk
        required
        value="secret"
        maxLength={20}
        autoComplete="new-password"
        visible={o.visible}
        onVisibilityChange={noop}
        aria-invalid={!!o.error || undefined}
        visibilityToggleButtonProps={{ 'aria-label': 'Show Password' }}
        onChange={noop}
      />,
    );
    const state = { error: !!o.error, disabled: !!o.disabled };
    const plain = markupOf(
      <PlainFrame
        id="p"
        label="Password"
        error={o.error}
        withAsterisk
        rootClassName={passwordRootClass}
        rootStyle={passwordRootStyle}
      >
        <PlainPasswordBox
          state={state}
          control={{
            ...controlAttributes(state),
            id: 'p',
            required: true,
            disabled: !!o.disabled,
            'aria-describedby': describedByOf('p', o.error, undefined),
          }}
          value="secret"
          placeholder="Enter Password"
          maxLength={20}
          visible={o.visible}
          onVisibleChange={noop}
          toggleLabel="Show Password"
          onChange={noop}
        />
      </PlainFrame>,
    );
    expect(plain).toBe(mantine);
  });

  it('action icons and buttons', () => {
    expect(
      markupOf(
        <>
          <PlainActionIcon size="sm" variant="subtle" color="red" aria-label="a">
            i
          </PlainActionIcon>
          <PlainActionIcon variant="subtle" aria-label="b" disabled>
            i
          </PlainActionIcon>
          <PlainButton variant="light" leftSection={<b>+</b>}>
            L
          </PlainButton>
          <PlainButton variant="default" disabled leftSection={<b>+</b>}>
            D
          </PlainButton>
          <PlainButton size="compact-xs" variant="light">
            X
          </PlainButton>
        </>,
      ),
    ).toBe(
      markupOf(
        <>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label="a">
            i
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label="b" disabled>
            i
          </ActionIcon>
          <Button size="sm" variant="light" leftSection={<b>+</b>}>
            L
          </Button>
          <Button size="sm" variant="default" disabled leftSection={<b>+</b>}>
            D
          </Button>
          <Button size="compact-xs" variant="light">
            X
          </Button>
        </>,
      ),
    );
  });

  it.each([
    ['at its minimum', 1, {}],
    ['empty', '', {}],
    ['with a unit after the value', 3, { UnitOfMeasure: 'km' }],
    ['with a unit before the value', 2500, { UnitOfMeasure: '₦', IsUseOFMeasureBefore: true }],
    ['disabled', 5, {}],
    ['invalid', 9, {}],
  ])('number input %s', (name, value: number | string, more: Partial<Field>) => {
    const field = { Id: 1, FieldName: 'Seats', FieldType: 7, MinNumber: 1, MaxNumber: 8, ...more } as Field;
    const disabled = name === 'disabled';
    const error = name === 'invalid' ? 'Too many' : undefined;
    const state = { error: !!error, disabled };
    const plain = (
      <PlainFrame id="n" label="Seats" error={error} rootClassName={numberRootClass}>
        <PlainNumberBox
          state={state}
          control={{
            ...controlAttributes(state),
            id: 'n',
            disabled,
            'aria-describedby': describedByOf('n', error, undefined),
          }}
          value={value}
          bounds={{ min: 1, max: 8 }}
          unit={unitSections(field)}
          onChange={noop}
        />
      </PlainFrame>
    );
    const mantine = (
      <NumberInput
        id="n"
        label="Seats"
        error={error}
        value={value}
        min={1}
        max={8}
        disabled={disabled}
        thousandSeparator=","
        onChange={noop}
        {...unitSections(field)}
      />
    );
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });

  it.each([
    ['three stars chosen', 3, false],
    ['none chosen', 0, false],
    ['read-only, four stars', 4, true],
  ])('star rating, %s', (_, stars, readOnly) => {
    const starLabel = (n: number) => `${n} stars`;
    const aria = readOnly
      ? { role: 'img', 'aria-label': starLabel(stars) }
      : { role: 'radiogroup', 'aria-labelledby': 'r-label', 'aria-invalid': true };
    const props = {
      ...aria,
      name: readOnly ? undefined : 'r',
      count: 5,
      value: stars,
      allowClear: !readOnly,
      readOnly,
      getSymbolLabel: starLabel,
      onChange: noop,
    };
    const mantine = <Rating mt={readOnly ? undefined : 4} {...props} />;
    const plain = (
      <PlainRating marginTop={readOnly ? undefined : 'calc(0.25rem * var(--mantine-scale))'} {...props} />
    );
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });

  describe('colour box (the colour field against Mantine’s ColorInput as it drew it)', () => {
    // Chromium has an EyeDropper; jsdom does not.
    afterEach(() => {
      delete (window as { EyeDropper?: unknown }).EyeDropper;
    });
    const colour: Field = {
      Id: 23,
      FieldName: 'Colour',
      FieldType: FieldType.Color,
      MyKey: 'Colour',
      Required: true,
      Explanation: 'Help',
    };

    it.each([
      ['with a colour, help and asterisk', '#0b7a4b', false],
      ['empty, with the eye dropper', '', false],
      ['with a colour, disabled', '#0b7a4b', true],
    ])('%s', (_, value, disabled) => {
      (window as { EyeDropper?: unknown }).EyeDropper = class {};
      const field = { ...colour, Disabled: disabled };
      const plain = fieldMarkup(field, value);
      const mantine = markupOf(
        <ColorInput
          id="mantine-colour"
          label="Colour"
          description={<span className="eform-html">Help</span>}
          withAsterisk
          required
          disabled={disabled}
          placeholder="Enter Colour"
          value={value}
          format="hex"
          popoverProps={{ withinPortal: true }}
          eyeDropperButtonProps={{ 'aria-label': 'Pick Colour from the screen' }}
          rightSection={
            value ? (
              <ActionIcon variant="subtle" color="gray" aria-label="Reset Colour" disabled={disabled}>
                <IconRestore size={16} aria-hidden />
              </ActionIcon>
            ) : undefined
          }
          onChange={noop}
        />,
      );
      expect(plain).toBe(mantine);
    });

    it('swatch in view mode', () => {
      const mantine = markupOf(<ColorSwatch color="#ff0000" size={18} aria-hidden />);
      const plain = markupOf(
        <PlainColorSwatch color="#ff0000" size="calc(1.125rem * var(--mantine-scale))" aria-hidden />,
      );
      expect(plain).toBe(mantine);
    });
  });

  it('accordion of collapsible questions, the second item open', () => {
    const id = 'mantine-stops1';
    const beside = <span>actions</span>;
    const mantine = (
      <Accordion id={id} variant="separated" mt={4} value="b" onChange={noop}>
        {['a', 'b'].map((value) => (
          <Accordion.Item key={value} value={value} data-item-key={value}>
            <div className="eform-row">
              <Accordion.Control style={{ flex: 1 }}>Stop {value}</Accordion.Control>
              {beside}
            </div>
            <Accordion.Panel>{value === 'b' && <p>Place</p>}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
    const plain = (
      <PlainAccordion id={id}>
        {['a', 'b'].map((value) => (
          <PlainAccordionItem key={value} active={value === 'b'} data-item-key={value}>
            <div className="eform-row">
              <PlainAccordionControl
                accordionId={id}
                value={value}
                active={value === 'b'}
                onToggle={noop}
                style={{ flex: 1 }}
              >
                Stop {value}
              </PlainAccordionControl>
              {beside}
            </div>
            <PlainAccordionPanel accordionId={id} value={value} expanded={value === 'b'}>
              {value === 'b' && <p>Place</p>}
            </PlainAccordionPanel>
          </PlainAccordionItem>
        ))}
      </PlainAccordion>
    );
    expect(markupOf(plain)).toBe(markupOf(mantine));
  });

  it.each([
    ['at 30 of 0 to 50', false],
    ['disabled', true],
  ])('slider %s', (_, disabled) => {
    const props = {
      min: 0,
      max: 50,
      step: 5,
      value: 30,
      disabled,
      thumbProps: { 'aria-labelledby': 'fuel-label', 'aria-invalid': true as const },
      label: (value: number) => `${value} l`,
      marks: [
        { value: 0, label: '0' },
        { value: 50, label: '50' },
      ],
      onChange: noop,
    };
    const mantine = (
      <Slider
        mt="xs"
        mb="md"
        classNames={{ markWrapper: 'eform-range-mark', markLabel: 'eform-range-mark-label' }}
        {...props}
      />
    );
    const plain = (
      <PlainSlider
        markClassNames={{ wrapper: 'eform-range-mark', label: 'eform-range-mark-label' }}
        {...props}
      />
    );
    // Mantine's thumb also has an empty aria-label, which names nothing (its aria-labelledby does).
    expect(markupOf(plain)).toBe(markupOf(mantine).replace(' aria-label=""', ''));
  });

  it.each([
    ['with a day, help and asterisk', '2025-06-01'],
    ['empty', ''],
  ])('date box %s (the date field against Mantine’s DateInput as it drew it)', (_, value) => {
    const field: Field = {
      Id: 9,
      FieldName: 'Date',
      FieldType: FieldType.DatePicker,
      MyKey: 'Date',
      Required: true,
      Explanation: 'Help',
      MinDate: '2025-01-01',
    };
    const plain = fieldMarkup(field, value);
    const mantine = markupOf(
      <DateInput
        id="mantine-date01"
        label="Date"
        description={<span className="eform-html">Help</span>}
        withAsterisk
        required
        placeholder="Enter Date"
        value={value || null}
        valueFormat="D MMM YYYY"
        minDate="2025-01-02"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Date' }}
        popoverProps={{ withinPortal: true }}
        onChange={noop}
      />,
    );
    expect(plain).toBe(mantine);
  });

  it.each([
    ['with a date and time, help and asterisk', '2025-06-01T08:30:00'],
    ['empty, with its placeholder', ''],
  ])('date-time button %s (the field against Mantine’s DateTimePicker as it drew it)', (_, value) => {
    const field: Field = {
      Id: 20,
      FieldName: 'When',
      FieldType: FieldType.DateTimePicker,
      MyKey: 'When',
      Required: true,
      Explanation: 'Help',
    };
    const plain = fieldMarkup(field, value);
    const mantine = markupOf(
      <DateTimePicker
        id="mantine-when01"
        label="When"
        description={<span className="eform-html">Help</span>}
        withAsterisk
        required
        placeholder="Enter When"
        value={value ? '2025-06-01 08:30:00' : null}
        valueFormat="D MMM YYYY HH:mm"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear When' }}
        submitButtonProps={{ 'aria-label': 'Confirm When' }}
        timePickerProps={{ hoursInputLabel: 'Hours of When', minutesInputLabel: 'Minutes of When' }}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        onChange={noop}
      />,
    );
    // Mantine also marks its button required, which a button cannot be (the asterisk and the label say it).
    expect(plain).toBe(mantine.replace(' required=""', ''));
  });

  it.each([
    ['with a country', false],
    ['disabled', true],
  ])('country picker of a phone field, closed, %s (against Mantine’s searchable Select)', (_, disabled) => {
    const flag = <img alt="" src="data:image/svg+xml,x" />;
    const mantine = markupOf(
      <Select
        aria-label="Country of Phone"
        data={[
          { value: 'GH', label: 'Ghana (+233)' },
          { value: 'NG', label: 'Nigeria (+234)' },
        ]}
        value="NG"
        placeholder="NG"
        searchable
        allowDeselect={false}
        disabled={disabled}
        w={190}
        comboboxProps={{ withinPortal: true, width: 280, position: 'bottom-start', keepMounted: false }}
        leftSection={flag}
        onChange={noop}
      />,
    );
    const plain = markupOf(
      <ClosedCountryPicker
        name="Country of Phone"
        label="Nigeria (+234)"
        placeholder="NG"
        iso="NG"
        disabled={disabled}
        flag={flag}
        onUse={noop}
      />,
    );
    expect(plain).toBe(mantine);
  });
});
