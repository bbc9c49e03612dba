import { ColorPicker, convertHsvaTo, isColorValid, parseColor } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { eformTexts } from '@wayfare/contracts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { AnchoredPopover } from '../parts/anchored-popover.tsx';
import { keepFocusOnPress } from '../parts/keep-focus.ts';
import { PlainActionIcon } from '../parts/plain-button.tsx';
import {
  colorInputClasses,
  colorPreview,
  eyeDropperIcon,
  eyeDropperSupported,
  PlainColorSwatch,
  pickFromScreen,
} from '../parts/plain-color.tsx';
import { PlainField } from '../parts/plain-field.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { Row } from '../parts/row.tsx';
import { staticIcon } from '../parts/static-icon.ts';
import { textOf } from '../parts/values.ts';

const resetIcon = staticIcon(IconRestore, { size: 16, 'aria-hidden': true });
const eyeDropperButtonStyle = { '--ci-button-size': 'var(--ci-button-size-sm)' } as CSSProperties;

/**
 * spec 000 §2.4 Color (23): a colour typed or picked, with a reset that clears it. Mantine's ColorInput with
 * the same markup and behaviour, drawn plain (plain-color.tsx) with its picker mounted only while the box has
 * the focus (anchored-popover.tsx): the picker opens on focus and click and closes on blur, which puts back
 * the last valid colour typed; a colour picked from the screen is offered while there is none.
 */
function ColorEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const value = textOf(field.input);
  const answer = (color: string) => model.answer(field.key, color);
  const [opened, setOpened] = useState(false);
  const lastValid = useRef('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isColorValid(value) || value.trim() === '') lastValid.current = value;
  }, [value]);
  const name = field.field.FieldName;
  const rightSection = value ? (
    <PlainActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Reset ${name}`}
      disabled={field.disabled}
      onClick={() => answer('')}
    >
      {resetIcon}
    </PlainActionIcon>
  ) : !field.disabled && eyeDropperSupported() ? (
    <PlainActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Pick ${name} from the screen`}
      className={colorInputClasses.eyeDropperButton}
      style={eyeDropperButtonStyle}
      onClick={() =>
        pickFromScreen().then((picked) => picked && answer(convertHsvaTo('hex', parseColor(picked))))
      }
    >
      {eyeDropperIcon}
    </PlainActionIcon>
  ) : undefined;
  return (
    <PlainField
      props={props}
      sections={{
        leftSection: colorPreview(isColorValid(value) ? value : '#fff'),
        leftSectionPointerEvents: 'none',
        rightSection,
      }}
      control={(control) => (
        <>
          <input
            {...control}
            ref={input}
            autoComplete="off"
            placeholder={field.placeholder}
            spellCheck={false}
            value={value}
            onFocus={() => setOpened(true)}
            onClick={() => setOpened(true)}
            onBlur={() => {
              answer(lastValid.current);
              setOpened(false);
            }}
            onChange={(event) => answer(event.currentTarget.value)}
          />
          <AnchoredPopover
            opened={opened}
            target={input}
            position="bottom-start"
            offset={5}
            withRoles={false}
            withinPortal
            transitionProps={{ transition: 'fade', duration: 0 }}
            dropdownProps={{ ...keepFocusOnPress, className: colorInputClasses.dropdown }}
          >
            <ColorPicker
              value={value}
              onChange={answer}
              format="hex"
              swatchesPerRow={7}
              size="sm"
              focusable={false}
              saturationLabel={`${name}: saturation and brightness`}
              hueLabel={`${name}: hue`}
            />
          </AnchoredPopover>
        </>
      )}
    />
  );
}

/** spec 000 §2.4: 'No Color' when none is set. */
function ColorView(props: FieldRendererProps) {
  const color = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {color ? (
        <Row gap="xs">
          <PlainColorSwatch color={color} size="calc(1.125rem * var(--mantine-scale))" aria-hidden />
          <ReadOnlyText text={color} />
        </Row>
      ) : (
        <ReadOnlyText text={eformTexts.noColor} />
      )}
    </ReadOnlyField>
  );
}

export const colorRenderer: FieldRenderer = { Edit: ColorEdit, View: ColorView };
