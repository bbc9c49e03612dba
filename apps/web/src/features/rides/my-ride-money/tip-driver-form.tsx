import { Button, Group, Text } from '@mantine/core';
import { formatNaira, type RideMoney, tipDriverRequest } from '@wayfare/contracts';
import { FieldType, type Form, type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTipDriver } from '../api/tip-driver.ts';

const tipLabels = { Amount: 'Tip (₦)' };

/** issue 30: the tip's one field; required flag and limits from TipDriver's body. */
const tipForm: Form = withSchemaLimits(
  {
    FormName: 'Tip the driver',
    GroupFields: [
      {
        Id: 'Tip',
        Fields: [
          {
            Id: 1,
            FieldName: tipLabels.Amount,
            FieldType: FieldType.NumberTextBox,
            MyKey: 'Amount',
            PageWidth: 12,
            RangeStep: 0.01,
          },
        ],
      },
    ],
  },
  tipDriverRequest,
);

/**
 * issue 30: a tip from the rider's wallet to the driver, while GetRideMoney allows one (within 24 h of
 * completion, up to TipMaxAmount in all). The server's refusal (a wallet too low, the time over) shows
 * under the amount; a tip given is a success alert and the breakdown reloads with it.
 */
export function TipDriverForm({ money }: { money: RideMoney }) {
  const model = useAppFormModel(tipForm);
  const tip = useTipDriver({ meta: { fieldLabels: tipLabels } });
  const refresh = useRefreshAreas(['Ride', 'Wallet']);

  const send = async (values: FormValues) => {
    try {
      const reply = await tip.mutateAsync({
        body: { RideId: money.RideId, Amount: values.Amount as number },
      });
      alertStore.success(reply.Message);
      model?.setValues({ Amount: null });
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      model?.setServerErrors(error.status === 400 ? error.fieldErrors : { Amount: [error.message] });
    }
  };

  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          Up to {formatNaira(money.TipAllowance)}, from your wallet, all of it to the driver.
        </Text>
        <Button type="submit" loading={tip.isPending}>
          Tip
        </Button>
      </Group>
    </AppEForm>
  );
}
