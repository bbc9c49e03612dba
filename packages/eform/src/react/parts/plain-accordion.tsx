import { Accordion, Collapse, createScopedKeydownHandler, UnstyledButton } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { mantineChevron } from './plain-display.tsx';

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

const chevron = mantineChevron(chevronStyle);

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
