import { Button, Card, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { AIRTIME_SUCCESS_STATUS } from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { useEffect, useState } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { loadOptions } from '../../../components/eform/load-options.ts';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useBuyAirtime } from '../api/buy-airtime.ts';
import { useBuyDataPlan } from '../api/buy-data-plan.ts';
import {
  airtimeLabels,
  buyAirtimeForm,
  buyDataPlanForm,
  loadAirtimeOptions,
} from '../forms/airtime-forms.ts';

type Kind = 'airtime' | 'data';
const loadPurchaseOptions = (address: string) => loadAirtimeOptions(address, loadOptions);
// A purchase changes the wallet's balance and its transactions as well as the purchases.
const AREAS = ['Communication', 'Wallet'];

/** A delivered purchase is a success; a pending or failed (refunded) one a warning that stays. */
function announce(reply: { Message: string; _9bspStatus: string }) {
  if (reply._9bspStatus === AIRTIME_SUCCESS_STATUS) alertStore.success(reply.Message);
  else alertStore.warning(reply.Message, { autoClose: false });
}

/**
 * Sends a purchase from the form: the reply announced, the wallet and the purchases reloaded and the form
 * started again; a refusal shows under its fields.
 */
function usePurchase(
  model: ReturnType<typeof useAppFormModel>,
  purchase: (values: FormValues) => Promise<{ Message: string; _9bspStatus: string }>,
  onBought: () => void,
) {
  const refresh = useRefreshAreas(AREAS);
  return async (values: FormValues) => {
    try {
      announce(await purchase(values));
      await refresh();
      onBought();
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
  };
}

/**
 * Issue 18 §4: the customer's purchase form: airtime (network, phone, amount) or a data plan (network,
 * phone, one of the network's plans), paid from the wallet. A refusal (a balance too low, a number that is
 * not Nigerian) shows under its field and in the error alert.
 */
export function BuyAirtimeCard() {
  const [kind, setKind] = useState<Kind>('airtime');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="buy-airtime-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="buy-airtime-title">
            Buy Airtime or Data
          </Title>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as Kind)}
            data={[
              { value: 'airtime', label: 'Airtime' },
              { value: 'data', label: 'Data' },
            ]}
            aria-label="What to buy"
          />
        </Group>
        {kind === 'airtime' ? <AirtimeForm /> : <DataPlanForm />}
      </Stack>
    </Card>
  );
}

function AirtimeForm() {
  const [round, setRound] = useState(0);
  return <AirtimeFormRound key={round} onBought={() => setRound((n) => n + 1)} />;
}

function AirtimeFormRound({ onBought }: { onBought: () => void }) {
  const model = useAppFormModel(buyAirtimeForm, { loadOptions: loadPurchaseOptions });
  const buy = useBuyAirtime({ meta: { fieldLabels: airtimeLabels } });
  const send = usePurchase(
    model,
    (values) =>
      buy.mutateAsync({
        body: {
          Network: String(values.Network ?? '') as 'MTN',
          PhoneNumber: String(values.PhoneNumber ?? ''),
          Amount: values.Amount as number,
        },
      }),
    onBought,
  );
  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={buy.isPending}>
          Buy Airtime
        </Button>
      </Group>
    </AppEForm>
  );
}

/**
 * The plans depend on the network: choosing another network starts the form again on it (the phone
 * number kept), so the plan drop-down lists that network's plans and never keeps another's.
 */
function DataPlanForm() {
  const [start, setStart] = useState<{ Network: string; PhoneNumber: string; round: number }>({
    Network: 'MTN',
    PhoneNumber: '',
    round: 0,
  });
  return (
    <DataPlanFormRound
      key={`${start.Network}-${start.round}`}
      start={start}
      onNetwork={(Network, PhoneNumber) => setStart((was) => ({ ...was, Network, PhoneNumber }))}
      onBought={() => setStart((was) => ({ ...was, PhoneNumber: '', round: was.round + 1 }))}
    />
  );
}

function DataPlanFormRound({
  start,
  onNetwork,
  onBought,
}: {
  start: { Network: string; PhoneNumber: string };
  onNetwork: (network: string, phone: string) => void;
  onBought: () => void;
}) {
  const model = useAppFormModel(buyDataPlanForm, {
    loadOptions: loadPurchaseOptions,
    values: { Network: start.Network, PhoneNumber: start.PhoneNumber },
  });
  const buy = useBuyDataPlan({ meta: { fieldLabels: airtimeLabels } });
  useEffect(
    () =>
      model?.subscribeValues(() => {
        const values = model.getValues();
        const network = String(values.Network ?? '');
        if (network && network !== start.Network) onNetwork(network, String(values.PhoneNumber ?? ''));
      }),
    [model, start.Network, onNetwork],
  );
  const send = usePurchase(
    model,
    (values) =>
      buy.mutateAsync({
        body: {
          Network: String(values.Network ?? '') as 'MTN',
          PhoneNumber: String(values.PhoneNumber ?? ''),
          PlanCode: String(values.PlanCode ?? ''),
        },
      }),
    onBought,
  );
  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={buy.isPending}>
          Buy Data
        </Button>
      </Group>
    </AppEForm>
  );
}
