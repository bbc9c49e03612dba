import { Alert, Loader } from '@mantine/core';
import type { CallDeclaration } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { useCallPermission } from './use-can-call.ts';

/** The server's 403 sentence (issue 14 §4): a page whose endpoint the person lacks says it too. */
export const NO_PERMISSION = 'You do not have permission to do this';

export type PermittedScreenProps = {
  /**
   * The call the page cannot do without (its list): the person needs what its declared access asks
   * (the endpoint's right, or a full administrator for the admin activity log's).
   */
  call: CallDeclaration;
  children: ReactNode;
};

/**
 * A page shown only to those who may make its call (spec 000 §6, issue 14 §4): anyone else reads the
 * notice and the page, mounted only when permitted, calls nothing. A loader while the rights load.
 */
export function PermittedScreen({ call, children }: PermittedScreenProps) {
  const permission = useCallPermission(call);
  if (permission === 'loading') return <Loader m="xl" aria-label="Loading your rights" />;
  if (permission === 'denied') {
    return (
      <Alert color="yellow" title={NO_PERMISSION} role="alert">
        Ask a full administrator for this right if you need it.
      </Alert>
    );
  }
  return children;
}
