import { Badge } from '@mantine/core';
import { CarStatus } from '@wayfare/contracts';

const colours: Record<number, string> = {
  [CarStatus.Pending]: 'yellow',
  [CarStatus.RequireExtraInformation]: 'orange',
  [CarStatus.Approved]: 'green',
  [CarStatus.Suspended]: 'red',
};

export const carStatusColour = (status: number) => colours[status] ?? 'gray';

/** A car's status in the same colour in the list, the detail and the history. */
export function CarStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge
      variant="light"
      color={carStatusColour(status)}
      w="fit-content"
      // 'Require Extra Information' wraps in a narrow column rather than being cut short.
      styles={{
        root: { height: 'auto', maxWidth: '9rem' },
        label: { whiteSpace: 'normal', textAlign: 'center' },
      }}
    >
      {name}
    </Badge>
  );
}
