import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** The body of a page that a later release fills in. */
export function ComingSoonNotice() {
  return (
    <Alert icon={<IconTools size={20} />} color="gray" variant="light" title="Not available yet">
      This page is not available yet. It is coming in a later release of Wayfare.
    </Alert>
  );
}
