import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's page: its name and what to show. */
export type RecordFact = [name: string, value: ReactNode];

/**
 * A record's facts on its own page (a ride, a car, a complaint) as a description list: three columns on
 * a wide screen, two on a phone, each name small above its value, long values wrapping anywhere.
 */
export function RecordFacts({ label, facts }: { label: string; facts: RecordFact[] }) {
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 3 }}
      spacing="md"
      verticalSpacing="sm"
      component="dl"
      m={0}
      aria-label={label}
    >
      {facts.map(([name, value]) => (
        <div key={name}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {name}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
