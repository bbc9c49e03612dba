import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Field } from '../../core/index.ts';
import { formatNumber } from './values.ts';

const unitStyle = { display: 'inline-flex', gap: 4, alignItems: 'center' } as const;
const looksLikePicture = (icon: string) => /[/.]/.test(icon);

/** spec 000 §3.1: a field's UnitOfMeasure with its icon (a picture address, or a symbol such as ₦). */
export function unitOfMeasure(field: Field): ReactNode {
  const { UnitOfMeasure: unit, UnitOfMeasureIcon: icon } = field;
  if (!unit && !icon) return undefined;
  return (
    <Text span size="sm" c="dimmed" style={unitStyle}>
      {icon && (looksLikePicture(icon) ? <img src={icon} alt="" width={16} height={16} /> : icon)}
      {unit}
    </Text>
  );
}

/** The unit as an input section: before the value when IsUseOFMeasureBefore, else after it. */
export function unitSections(field: Field) {
  const unit = unitOfMeasure(field);
  if (!unit) return {};
  const width = Math.max(
    36,
    10 + 8 * ((field.UnitOfMeasure ?? '').length + (field.UnitOfMeasureIcon ? 2 : 0)),
  );
  return field.IsUseOFMeasureBefore
    ? { leftSection: unit, leftSectionWidth: width, leftSectionPointerEvents: 'none' as const }
    : { rightSection: unit, rightSectionWidth: width, rightSectionPointerEvents: 'none' as const };
}

/** A number as read-only text: grouped in thousands, with the field's unit before or after it. */
export function numberWithUnit(field: Field, value: number): string {
  const unit = field.UnitOfMeasure;
  if (!unit) return formatNumber(value);
  return field.IsUseOFMeasureBefore ? `${unit} ${formatNumber(value)}` : `${formatNumber(value)} ${unit}`;
}
