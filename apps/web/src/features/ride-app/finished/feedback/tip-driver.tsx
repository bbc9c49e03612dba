import '@mantine/core/styles/NumberInput.layer.css';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatNaira, type RideMoney } from '@wayfare/contracts';
import { useState } from 'react';
import { useReloadMyRides } from '../../live/api/reload-my-rides.ts';
import { useTipDriver } from '../api/tip-driver.ts';

/**
 * issue 33: a tip from the rider's wallet, up to what the ride still allows (GetRideMoney's
 * TipAllowance); the server's refusal (a wallet too low, the time over) in its words.
 */
export function TipDriver({ money }: { money: RideMoney }) {
  const [amount, setAmount] = useState<number | string>('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = useReloadMyRides();
  const tip = useTipDriver({ onSuccess: reload, meta: { silent: true } });

  const send = async () => {
    try {
      const reply = await tip.mutateAsync({ body: { RideId: money.RideId, Amount: Number(amount) } });
      setSaid({ ok: true, text: reply.Message });
      setAmount('');
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  if (money.TipAllowance <= 0 && !said) return null;
  return (
    <Stack gap="xs">
      {said && (
        <Alert color={said.ok ? 'green' : 'red'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </Alert>
      )}
      {money.TipAllowance > 0 && (
        <>
          <Text size="sm" c="dimmed">
            Up to {formatNaira(money.TipAllowance)}, from your wallet, all of it to the driver.
          </Text>
          <Group align="flex-end" wrap="nowrap">
            <NumberInput
              label="Tip (₦)"
              value={amount}
              onChange={setAmount}
              min={0}
              decimalScale={2}
              style={{ flex: 1 }}
            />
            <Button onClick={() => void send()} disabled={!(Number(amount) > 0)} loading={tip.isPending}>
              Tip
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
