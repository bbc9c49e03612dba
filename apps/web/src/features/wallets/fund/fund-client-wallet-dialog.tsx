import { Button, Group, Modal } from '@mantine/core';
import type { FormValues } from '@wayfare/eform/core';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { loadOptions } from '../../../components/eform/load-options.ts';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFundClientWallet } from '../api/fund-client-wallet.ts';
import { fundClientWalletForm, fundWalletLabels, loadCustomerOptions } from './fund-wallet-form.ts';

const loadFundWalletOptions = (address: string) => loadCustomerOptions(address, loadOptions);

/** 'Fund Client Wallet': the Fund Wallet form in a dialog (issue 18 §5). */
export function FundClientWalletDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Fund Wallet" centered size="lg">
      {opened && <FundClientWalletForm onDone={onClose} />}
    </Modal>
  );
}

/**
 * Sends FundClientWallet; the reply's sentence is a success alert and the list reloads. A refusal shows
 * under its field (and in the error alert), and the form stays open to correct it.
 */
function FundClientWalletForm({ onDone }: { onDone: () => void }) {
  const model = useAppFormModel(fundClientWalletForm, {
    loadOptions: loadFundWalletOptions,
    values: { Message: '' },
  });
  const fund = useFundClientWallet({ meta: { fieldLabels: fundWalletLabels } });
  const refresh = useRefreshAreas(['Wallet']);

  const send = async (values: FormValues) => {
    try {
      const reply = await fund.mutateAsync({
        body: {
          WallettIdNumber: String(values.WallettIdNumber ?? ''),
          Amount: values.Amount as number,
          Message: String(values.Message ?? ''),
        },
      });
      alertStore.success(reply.Message);
      await refresh();
      onDone();
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
  };

  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={fund.isPending}>
          Fund Wallet
        </Button>
      </Group>
    </AppEForm>
  );
}
