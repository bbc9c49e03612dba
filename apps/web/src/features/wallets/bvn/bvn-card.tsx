import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bvnTexts, type MyWallet, setMyBvnRequest } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf, zodFormValidator } from '../../../lib/zod-form.ts';
import { useSetMyBvn } from '../api/set-my-bvn.ts';

const labels = { Bvn: 'BVN' };

/**
 * Issue 29 §1: when the wallet's provider (Flutterwave) opens accounts only with the customer's BVN, the
 * wallet page asks for it, saying why; once given, only its last four digits are shown, and it can be
 * changed.
 */
export function BvnCard({ wallet }: { wallet: Pick<MyWallet, 'BvnNeeded' | 'MaskedBvn'> }) {
  const [changing, setChanging] = useState(false);
  if (!wallet.BvnNeeded) return null;
  const asking = changing || !wallet.MaskedBvn;
  return (
    <Card withBorder mb="md" aria-labelledby="bvn-title" component="section">
      <Stack gap="xs">
        <Text id="bvn-title" fw={600}>
          Bank Verification Number (BVN)
        </Text>
        <Text size="sm">{bvnTexts.why}</Text>
        {asking ? (
          <BvnForm onSaved={() => setChanging(false)} />
        ) : (
          <Group gap="sm">
            <Text size="sm">
              BVN on file:{' '}
              <Text span ff="monospace" fw={600}>
                {wallet.MaskedBvn}
              </Text>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setChanging(true)}>
              Change BVN
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function BvnForm({ onSaved }: { onSaved: () => void }) {
  const save = useSetMyBvn();
  const form = useForm({ initialValues: { Bvn: '' }, validate: zodFormValidator(setMyBvnRequest, labels) });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { body: values },
      {
        onSuccess(reply) {
          alertStore.success(reply.Message);
          form.reset();
          onSaved();
        },
        onError(error) {
          if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.fieldErrors, labels));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Your BVN"
          description="11 digits; dial *565*0# on the phone number your bank has to see it"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          withAsterisk
          w={{ base: '100%', xs: 320 }}
          // Mantine's default error red is below 4.5:1 on white (axe, WCAG AA): a darker one.
          styles={{
            input: form.errors.Bvn ? { color: 'var(--mantine-color-text)' } : undefined,
            error: { color: 'var(--mantine-color-red-9)' },
          }}
          {...form.getInputProps('Bvn')}
        />
        <Button type="submit" loading={save.isPending}>
          Save BVN
        </Button>
      </Group>
    </form>
  );
}
