import { Stack, Switch, Text } from '@mantine/core';
import { alertStore } from '../../lib/alerts.ts';
import { useUpdateTwoFactorPolicy } from './api/update-two-factor-policy.ts';

/** Issue 29 §3: a full administrator's switch: every administrator must have a second factor, or not. */
export function PolicySwitch(props: { required: boolean; enrolled: boolean; onChanged: () => void }) {
  const { required, enrolled, onChanged } = props;
  const update = useUpdateTwoFactorPolicy();
  return (
    <Stack gap={4}>
      <Switch
        label="Require two-factor sign-in of every administrator"
        checked={required}
        // Turned on only by one who has a second factor: else it would shut them out (the server says so too).
        disabled={update.isPending || (!required && !enrolled)}
        onChange={(event) =>
          update.mutate(
            { body: { RequiredForAdministrators: event.currentTarget.checked } },
            {
              onSuccess: (reply) => {
                alertStore.success(reply.Message);
                onChanged();
              },
            },
          )
        }
      />
      <Text size="sm" c="dimmed">
        {required || enrolled ? '' : 'Set up your own two-factor sign-in first. '}
        Administrators without it are asked to set it up right after their password, and can do nothing else
        in the back office until they have.
      </Text>
    </Stack>
  );
}
