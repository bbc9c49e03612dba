import type { CSSProperties, HTMLAttributes } from 'react';

type Spacing = number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A Mantine spacing as CSS: a theme step, or pixels scaled as Mantine scales them. */
export const spacing = (value: Spacing) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;

type RowProps = HTMLAttributes<HTMLDivElement> & {
  gap?: Spacing;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  mt?: Spacing;
};

/**
 * Mantine's Group (items in a row, centred, wrapping, gap md) as a plain div. A form draws hundreds of these,
 * and Mantine's Group resolves its styles on every render: in a choice field that was a fifth of the field.
 */
export function Row({ gap = 'md', wrap = true, align, justify, mt, style, className, ...rest }: RowProps) {
  return (
    <div
      className={className ? `eform-row ${className}` : 'eform-row'}
      style={{
        gap: spacing(gap),
        flexWrap: wrap ? 'wrap' : 'nowrap',
        alignItems: align,
        justifyContent: justify,
        marginTop: mt === undefined ? undefined : spacing(mt),
        ...style,
      }}
      {...rest}
    />
  );
}
