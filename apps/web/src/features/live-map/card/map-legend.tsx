import { Box, Group, Text } from '@mantine/core';
import { driverMarks, type Mark, requestMark, shortageColor } from '../map/map-marks.ts';

function Swatch({ mark, square }: { mark: Mark; square?: boolean }) {
  return (
    <Box
      aria-hidden
      w={20}
      h={20}
      bg={mark.color}
      c="white"
      fz={11}
      fw={700}
      style={{
        borderRadius: square ? 4 : '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {mark.letter}
    </Box>
  );
}

/** What the marks mean, with how many of each the map shows now. */
export function MapLegend({
  counts,
  showDemand,
}: {
  counts: { idle: number; offered: number; onRide: number; requests: number };
  showDemand: boolean;
}) {
  const items = [
    { mark: driverMarks[1], count: counts.idle },
    { mark: driverMarks[2], count: counts.offered },
    { mark: driverMarks[3], count: counts.onRide },
    { mark: requestMark, count: counts.requests, square: true },
  ];
  return (
    <Group gap="md" role="list" aria-label="Legend">
      {items.map(({ mark, count, square }) => (
        <Group key={mark.label} gap={6} wrap="nowrap" role="listitem">
          <Swatch mark={mark} square={square} />
          <Text size="sm">
            {mark.label}: {count}
          </Text>
        </Group>
      ))}
      {showDemand && (
        <Group gap={6} wrap="nowrap" role="listitem">
          <Box aria-hidden w={20} h={14} bg={shortageColor} opacity={0.5} style={{ flexShrink: 0 }} />
          <Text size="sm">Short of drivers: more requests (15 min) than idle drivers</Text>
        </Group>
      )}
    </Group>
  );
}
