import { ComboboxChevron, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { spacing } from './row.tsx';

/**
 * Mantine's display components that a form draws once per field or group (a select's chevron, a group's
 * title and rule, a unit of measure, a list of items) as plain elements with Mantine's class names, for the
 * reason given in plain-input.tsx; plain-markup.test.tsx holds each to Mantine's markup.
 */

/** ComboboxChevron at size 'sm': the double chevron of a select. */
export const selectChevron = (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, beside a select named by its label (as Mantine draws it)
  <svg
    style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
    className={`${ComboboxChevron.classes.chevron} mantine-ComboboxChevron-chevron`}
    data-size="sm"
    data-combobox-chevron="true"
    viewBox="0 0 15 15"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** Mantine's chevron pointing down (the accordion's, the number box's), drawn in `style`'s box. */
export const mantineChevron = (style: CSSProperties) => (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside a control named otherwise (as Mantine draws it)
  <svg style={style} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
    <path
      d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

const titleStyle = {
  '--title-fw': 'var(--mantine-h4-font-weight)',
  '--title-lh': 'var(--mantine-h4-line-height)',
  '--title-fz': 'var(--mantine-h4-font-size)',
} as CSSProperties;

/** A group's title: Title order 3 drawn at the size of an h4. */
export function GroupTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3
      style={titleStyle}
      className={`${Title.classes.root} mantine-Title-root`}
      data-size="h4"
      data-order="3"
      id={id}
    >
      {children}
    </h3>
  );
}

const dividerStyle: CSSProperties = { marginTop: spacing(4), marginBottom: spacing('sm') };

/** The rule under a group's title: a horizontal Divider, 4 px above and 'sm' below. */
export function GroupRule() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's Divider is a div with the separator role, and its stylesheet styles that
    <div
      style={dividerStyle}
      className={`${Divider.classes.root} mantine-Divider-root`}
      data-orientation="horizontal"
      role="separator"
      aria-orientation="horizontal"
    />
  );
}

const textSm = { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' };

type TextProps = { as?: 'span' | 'div' | 'p'; style?: CSSProperties; children: ReactNode };

/** Text at size 'sm' (Mantine's Text size="sm"), as a span, div or paragraph. */
export function SmallText({ as: Element = 'p', style, children }: TextProps) {
  return (
    <Element
      style={{ ...textSm, ...style } as CSSProperties}
      className={`mantine-focus-auto ${Text.classes.root} mantine-Text-root`}
      data-size="sm"
    >
      {children}
    </Element>
  );
}

/** SmallText in the dimmed colour (Text c="dimmed"), a span unless told otherwise. */
export function DimmedText({ as = 'span', style, children }: TextProps) {
  return (
    <SmallText as={as} style={{ ...style, color: 'var(--mantine-color-dimmed)' }}>
      {children}
    </SmallText>
  );
}

/** Mantine's Stack: a column with `gap` pixels between its children. */
export function PlainStack({ gap, children }: { gap: number; children: ReactNode }) {
  const style = {
    '--stack-gap': spacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  } as CSSProperties;
  return (
    <div style={style} className={`${Stack.classes.root} mantine-Stack-root`}>
      {children}
    </div>
  );
}

/** A List at size 'sm' without bullets, its items spaced by `gap` pixels, `marginTop` above it. */
export function PlainList({
  label,
  gap,
  marginTop,
  items,
}: {
  label?: string;
  gap: number;
  marginTop?: 'xs';
  items: { key: string; content: ReactNode }[];
}) {
  const style = {
    '--list-fz': 'var(--mantine-font-size-sm)',
    '--list-lh': 'var(--mantine-line-height-sm)',
    '--list-spacing': spacing(gap),
    listStyleType: 'none',
    marginTop: marginTop && spacing(marginTop),
  } as CSSProperties;
  return (
    <ul
      style={style}
      className={`${List.classes.root} mantine-List-root`}
      data-size="sm"
      data-type="none"
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item.key} className={`${List.classes.item} mantine-List-item`}>
          <div className={`${List.classes.itemWrapper} mantine-List-itemWrapper`}>
            <span className="mantine-List-itemLabel">{item.content}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
