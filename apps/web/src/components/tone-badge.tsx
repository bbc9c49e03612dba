import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type Tone = 'green' | 'yellow' | 'blue' | 'red' | 'orange' | 'gray';

/**
 * Each tone's text, darker than Mantine's darkest shade, so it reads at 4.5:1 on the light badge even
 * on a striped row (WCAG AA; the same measure as RideStatusBadge's: yellow.9 gives 2.7 with axe).
 */
const textColours: Record<Tone, string> = {
  green: '#1b5e2a',
  yellow: '#7a4100',
  blue: '#124e80',
  red: '#9e1c1c',
  orange: '#873800',
  gray: 'dark.7',
};

/** A status as a light badge in its tone, never narrower than its text (the orders' and payments'). */
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
    <Badge color={tone} c={textColours[tone]} variant="light" size={size} miw="max-content">
      {children}
    </Badge>
  );
}
