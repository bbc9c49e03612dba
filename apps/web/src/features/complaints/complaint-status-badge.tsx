import { Badge } from '@mantine/core';
import { ComplaintStatus } from '@wayfare/contracts';

/** issue 17 §4: a Pending complaint waits for an answer (orange); a Resolved one is done (green). */
export function ComplaintStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge variant="light" color={status === ComplaintStatus.Pending ? 'orange' : 'green'} w="fit-content">
      {name}
    </Badge>
  );
}
