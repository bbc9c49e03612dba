import { Accordion, Collapse, createScopedKeydownHandler, UnstyledButton } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Mantine's Accordion as collapsible questions draw it (variant 'separated', one item open, the chevron on
 * the right) with plain elements and Mantine's class names, for the reason given in plain-input.tsx. The
 * panel stays Mantine's Collapse, which animates its height. plain-markup.test.tsx holds the markup to
 * Mantine's; the ids are Mantine's pattern: '{id}-control-{value}' and '{id}-panel-{value}'.
 */
const classes = Accordion.classes;

const rootStyle = {
  '--accordion-chevron-size': 'auto',
  marginTop: 'calc(0.25rem * var(--mantine-scale))',
} as CSSProperties;

/** The accordion: its items, 4 px below what comes before. */
export function PlainAccordion({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      style={rootStyle}
      className={`${classes.root} mantine-Accordion-root`}
      data-variant="separated"
      id={id}
      data-accordion="true"
    >
      {children}
    </div>
  );
}

/** One item: its control (with whatever sits beside it) and its panel. */
export function PlainAccordionItem({
  active,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { active: boolean; 'data-item-key'?: string }) {
  return (
    <div
      className={`${classes['item--separated']} ${classes.item} mantine-Accordion-item`}
      data-active={active || undefined}
      {...rest}
    />
  );
}

const chevronStyle: CSSProperties = {
  width: 'calc(1rem * var(--mantine-scale))',
  height: 'calc(1rem * var(--mantine-scale))',
  display: 'block',
};

const chevron = (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside the control named by its label (as Mantine draws it)
  <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={chevronStyle}>
    <path
      d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

// Arrow keys, Home and End move between the controls of one accordion, round from the last to the first.
const moveBetweenControls = createScopedKeydownHandler({
  siblingSelector: '[data-accordion-control]',
  parentSelector: '[data-accordion]',
  activateOnFocus: false,
  loop: true,
  orientation: 'vertical',
});

/** An item's control: a button that opens or closes its panel, the chevron turned while open. */
export function PlainAccordionControl({
  accordionId,
  value,
  active,
  onToggle,
  style,
  children,
}: {
  accordionId: string;
  value: string;
  active: boolean;
  onToggle: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <button
      style={style}
      className={`mantine-focus-auto ${classes.control} mantine-Accordion-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-accordion-control="true"
      data-active={active || undefined}
      data-chevron-position="right"
      type="button"
      aria-expanded={active}
      aria-controls={`${accordionId}-panel-${value}`}
      id={`${accordionId}-control-${value}`}
      onClick={onToggle}
      onKeyDown={moveBetweenControls}
    >
      <span
        className={`${classes.chevron} mantine-Accordion-chevron`}
        data-rotate={active || undefined}
        data-position="right"
      >
        {chevron}
      </span>
      <span className={`${classes.label} mantine-Accordion-label`}>{children}</span>
    </button>
  );
}

/** An item's panel, named by its control; Mantine's Collapse opens and closes it. */
export function PlainAccordionPanel({
  accordionId,
  value,
  expanded,
  children,
}: {
  accordionId: string;
  value: string;
  expanded: boolean;
  children: ReactNode;
}) {
  return (
    <Collapse
      className={`${classes.panel} mantine-Accordion-panel`}
      expanded={expanded}
      role="region"
      id={`${accordionId}-panel-${value}`}
      aria-labelledby={`${accordionId}-control-${value}`}
    >
      <div className={`${classes.content} mantine-Accordion-content`}>{children}</div>
    </Collapse>
  );
}
