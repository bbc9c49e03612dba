import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type Tone = 'green' | 'yellow' | 'blue' | 'red' | 'orange' | 'gray';

/**
 * A status as a light badge in its tone, never narrower than its text (the orders' and payments'). Its
 * text is the theme's light colour of the tone, 4.5:1 on the tint in either scheme (accessible-colors.ts).
 */
export function ToneBadge({
  tone,
  size,
  children,
}: {
  tone: Tone;
  size?: BadgeProps['size'];
  children: ReactNode;
}) {
  return (
    <Badge color={tone} variant="light" size={size} miw="max-content">
      {children}
    </Badge>
  );
}
