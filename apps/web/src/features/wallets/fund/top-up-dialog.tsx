import { Button, Group, Modal } from '@mantine/core';
import type { FormValues } from '@wayfare/eform/core';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFundMyWallet } from '../api/fund-my-wallet.ts';
import { fundMyWalletForm, fundWalletLabels } from './fund-wallet-form.ts';

/** Where the browser goes to pay; a test replaces it to see the address without leaving the page. */
export const checkout = { open: (url: string) => window.location.assign(url) };

/** Top Up: the customer's Fund Wallet form in a dialog (spec 001 §3, issue 18 §5). */
export function TopUpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Fund Wallet" centered>
      {opened && <TopUpForm onCancel={onClose} />}
    </Modal>
  );
}

/**
 * FundMyWallet starts a Pending credit and answers the provider's checkout, where the browser goes to
 * pay; the checkout comes back to /teacher/wallets?reference=… (see useTopUpReturn). A refusal shows
 * under its field.
 */
function TopUpForm({ onCancel }: { onCancel: () => void }) {
  const model = useAppFormModel(fundMyWalletForm, { values: { Message: '' } });
  const fund = useFundMyWallet({ meta: { fieldLabels: fundWalletLabels } });

  const send = async (values: FormValues) => {
    try {
      const reply = await fund.mutateAsync({
        body: { Amount: values.Amount as number, Message: String(values.Message ?? '') },
      });
      checkout.open(reply.AuthorizationUrl);
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
  };

  return (
    <AppEForm model={model} onSubmit={(values) => void send(values)}>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={fund.isPending || fund.isSuccess}>
          Pay
        </Button>
      </Group>
    </AppEForm>
  );
}
