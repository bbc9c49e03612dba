import { Button, Group, Modal } from '@mantine/core';
import type { FormValues } from '@wayfare/eform/core';
import { useMemo } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { confirmAction } from '../../../components/feedback/confirm-action.tsx';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useChargeRideFee } from '../api/charge-ride-fee.ts';
import { useRefundRide } from '../api/refund-ride.ts';
import { rideChargeForm, rideChargeLabels } from './ride-charge-form.ts';

export type RideChargeKind = 'refund' | 'fee';

/** One object for the form's life: a new `values` would be applied again at each render. */
const EMPTY_CHARGE = { Reason: '' };

/** Each action's title, its verb in the spec's prompt, and its call's hook. */
export const rideCharges = {
  refund: { title: 'Refund', verb: 'refund', useSend: useRefundRide },
  fee: { title: 'Charge fee', verb: 'charge a fee on', useSend: useChargeRideFee },
} as const;

/** The Refund or Charge fee form of a ride, in a dialog (issue 30). */
export function RideChargeDialog({
  kind,
  rideId,
  onClose,
}: {
  kind: RideChargeKind | null;
  rideId: number;
  onClose: () => void;
}) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? rideCharges[kind].title : ''} centered>
      {kind && <RideChargeForm kind={kind} rideId={rideId} onDone={onClose} />}
    </Modal>
  );
}

/**
 * The spec's prompt ('Are you sure, you want to refund this ride (#12)?') before the call; the reply's
 * sentence is a success alert and the ride's money reloads. A refusal shows under its field (a 409, more
 * than may be refunded, under the amount) and in the error alert; the form stays open to correct it.
 */
function RideChargeForm({
  kind,
  rideId,
  onDone,
}: {
  kind: RideChargeKind;
  rideId: number;
  onDone: () => void;
}) {
  const charge = rideCharges[kind];
  const definition = useMemo(() => rideChargeForm(charge.title), [charge.title]);
  const model = useAppFormModel(definition, { values: EMPTY_CHARGE });
  const send = charge.useSend({ meta: { fieldLabels: rideChargeLabels } });
  const refresh = useRefreshAreas(['Ride', 'Wallet']);

  const submit = async (values: FormValues) => {
    if (!(await confirmAction({ action: charge.verb, item: 'ride', name: `#${rideId}` }))) return;
    try {
      const reply = await send.mutateAsync({
        body: { RideId: rideId, Amount: values.Amount as number, Reason: String(values.Reason ?? '') },
      });
      alertStore.success(reply.Message);
      await refresh();
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      model?.setServerErrors(error.status === 409 ? { Amount: [error.message] } : error.fieldErrors);
    }
  };

  return (
    <AppEForm model={model} onSubmit={(values) => void submit(values)}>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          {charge.title}
        </Button>
      </Group>
    </AppEForm>
  );
}
