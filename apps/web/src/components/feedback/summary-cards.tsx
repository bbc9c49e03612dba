import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../format.ts';

export type SummaryFigure = {
  title: string;
  value: number | string;
  /** Default a calendar (spec 001 §9: the dashboard card icon). */
  icon?: ReactNode;
  color?: string;
  /** Where the figure's list is: the card becomes a link to it (the dashboard's counts, issue 16 §4). */
  to?: string;
};

const shownValue = (figure: SummaryFigure) =>
  typeof figure.value === 'number' ? formatNumber(figure.value) : figure.value;

/** The card's name says its figure too: a screen reader hears 'Total Users: 12,500', not the title alone. */
const nameOf = (figure: SummaryFigure) => `${figure.title}: ${shownValue(figure)}`;

/** spec 000 §2.3: summary cards above or beside a list: a small grid of figures with titles and icons. */
export function SummaryCards({ figures, perRow = 4 }: { figures: SummaryFigure[]; perRow?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: perRow }} mb="md">
      {figures.map((figure) =>
        figure.to ? (
          <Card
            key={figure.title}
            withBorder
            padding="md"
            component={Link}
            to={figure.to}
            aria-label={nameOf(figure)}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <FigureFace figure={figure} />
          </Card>
        ) : (
          <Card key={figure.title} withBorder padding="md" role="group" aria-label={nameOf(figure)}>
            <FigureFace figure={figure} />
          </Card>
        ),
      )}
    </SimpleGrid>
  );
}

function FigureFace({ figure }: { figure: SummaryFigure }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {figure.title}
        </Text>
        <Text fz={26} fw={700} mt={4}>
          {shownValue(figure)}
        </Text>
      </div>
      <ThemeIcon variant="light" color={figure.color} size={40} radius="md" aria-hidden>
        {figure.icon ?? <IconCalendar size={22} />}
      </ThemeIcon>
    </Group>
  );
}
