import { Checkbox, Radio, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { tickIcon } from './plain-checkbox.tsx';
import { dotIcon } from './plain-radio.tsx';

/**
 * Mantine's Radio.Card and Checkbox.Card with their indicator (size 'xs'), drawn with plain elements and
 * Mantine's class names for the same reason as plain-checkbox.tsx; plain-markup.test.tsx holds them to
 * Mantine's markup. A card is a button with the role of a radio or check box. Radio cards move the choice
 * with the arrow keys among the cards of the same name, as Mantine's do.
 */
const cardStyle: CSSProperties = {
  '--card-radius': 'var(--mantine-radius-default)',
  padding: 'var(--mantine-spacing-xs)',
} as CSSProperties;

const radioDot = dotIcon(`${Radio.Indicator.classes.icon} mantine-RadioIndicator-icon`);
const tick = tickIcon(`${Checkbox.Indicator.classes.icon} mantine-CheckboxIndicator-icon`);

function Indicator({ role, checked }: { role: 'radio' | 'checkbox'; checked: boolean }) {
  const colour = `var(--mantine-color-${useMantineTheme().primaryColor}-filled)`;
  if (role === 'radio')
    return (
      <div
        style={
          {
            '--radio-size': 'var(--radio-size-xs)',
            '--radio-color': colour,
            '--radio-icon-size': 'var(--radio-icon-size-xs)',
          } as CSSProperties
        }
        className={`${Radio.Indicator.classes.indicator} mantine-RadioIndicator-indicator`}
        data-size="xs"
        data-checked={checked || undefined}
      >
        {radioDot}
      </div>
    );
  return (
    <div
      style={
        {
          '--checkbox-size': 'var(--checkbox-size-xs)',
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': colour,
        } as CSSProperties
      }
      className={`${Checkbox.Indicator.classes.indicator} mantine-CheckboxIndicator-indicator`}
      data-variant="filled"
      data-size="xs"
      data-checked={checked || undefined}
    >
      {tick}
    </div>
  );
}

/** Arrow keys move to the next or previous radio card of the group (wrapping round) and choose it. */
function moveAmongRadios(event: KeyboardEvent<HTMLButtonElement>, name: string) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.nativeEvent.code];
  if (!step) return;
  event.preventDefault();
  const cards = [...document.querySelectorAll<HTMLElement>(`[role="radio"][name="${CSS.escape(name)}"]`)];
  const next = cards[(cards.indexOf(event.currentTarget) + step + cards.length) % cards.length];
  next?.focus();
  next?.click();
}

export type PlainChoiceCardProps = {
  role: 'radio' | 'checkbox';
  /** The group's name (radio cards): the arrow keys move among the cards that share it. */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onClick: () => void;
  /** What the card shows beside its indicator. */
  children: ReactNode;
};

export function PlainChoiceCard({
  role,
  name,
  checked,
  disabled,
  invalid,
  onClick,
  children,
}: PlainChoiceCardProps) {
  const card = role === 'radio' ? Radio.Card : Checkbox.Card;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is radio or checkbox, both of which take aria-checked
    <button
      style={cardStyle}
      className={`mantine-focus-auto ${card.classes.card} mantine-${role === 'radio' ? 'Radio' : 'Checkbox'}Card-card ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-with-border="true"
      data-checked={checked || undefined}
      type="button"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      role={role}
      aria-checked={checked}
      name={name}
      onClick={onClick}
      onKeyDown={role === 'radio' && name ? (event) => moveAmongRadios(event, name) : undefined}
    >
      <div className="eform-choice-card-body">
        <Indicator role={role} checked={checked} />
        <div>{children}</div>
      </div>
    </button>
  );
}
