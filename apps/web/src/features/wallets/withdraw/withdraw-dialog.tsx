import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatNaira } from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { useState } from 'react';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { loadOptions } from '../../../components/eform/load-options.ts';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useBanks } from '../api/get-banks.ts';
import { resolveBankAccount } from '../api/resolve-bank-account.ts';
import { useWithdrawFromMyWallet } from '../api/withdraw-from-my-wallet.ts';
import { loadBankOptions, underWithdrawFields, withdrawForm, withdrawLabels } from './withdraw-form.ts';

const loadWithdrawOptions = (address: string) => loadBankOptions(address, loadOptions);

/** Withdraw (drivers, issue 18 §5): the form, then the account's name to confirm, in a dialog. */
export function WithdrawDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Withdraw" centered>
      {opened && <WithdrawSteps onDone={onClose} />}
    </Modal>
  );
}

type Withdrawal = { BankCode: string; AccountNumber: string; Amount: number; Message: string };
type Confirmation = Withdrawal & { AccountName: string; BankName: string };

/**
 * Continue asks the provider whose account it is (ResolveBankAccount); the name is shown with the bank,
 * number and amount, and only Withdraw sends WithdrawFromMyWallet. A refusal (an unknown account, an
 * amount above the balance) takes the form back with the sentence under its field.
 */
function WithdrawSteps({ onDone }: { onDone: () => void }) {
  const model = useAppFormModel(withdrawForm, {
    loadOptions: loadWithdrawOptions,
    values: { Message: '' },
  });
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [resolving, setResolving] = useState(false);
  const withdraw = useWithdrawFromMyWallet({
    meta: { fieldLabels: withdrawLabels },
  });
  const refresh = useRefreshAreas(['Wallet']);
  // The banks by code, for the confirmation (the drop-down's own load names them only in the form).
  const banks = useBanks();
  const bankName = (code: string) => banks.data?.find((bank) => bank.Code === code)?.Name ?? code;

  const showUnderFields = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const errors = underWithdrawFields(error.fieldErrors);
    // A balance too low is a 409 with no property: it belongs under the amount.
    if (error.status === 409) errors.Amount = [error.message];
    model?.setServerErrors(errors);
  };

  const resolve = async (values: FormValues) => {
    const withdrawal: Withdrawal = {
      BankCode: String(values.BankCode ?? ''),
      AccountNumber: String(values.AccountNumber ?? '').trim(),
      Amount: values.Amount as number,
      Message: String(values.Message ?? ''),
    };
    setResolving(true);
    try {
      const { AccountName } = await resolveBankAccount(withdrawal.BankCode, withdrawal.AccountNumber);
      setConfirming({ ...withdrawal, AccountName, BankName: bankName(withdrawal.BankCode) });
    } catch (error) {
      showUnderFields(error);
    } finally {
      setResolving(false);
    }
  };

  const send = async (withdrawal: Withdrawal) => {
    try {
      const reply = await withdraw.mutateAsync({
        body: {
          BankCode: withdrawal.BankCode,
          AccountNumber: withdrawal.AccountNumber,
          Amount: withdrawal.Amount,
          Message: withdrawal.Message,
        },
      });
      alertStore.success(reply.Message);
      await refresh();
      onDone();
    } catch (error) {
      setConfirming(null);
      showUnderFields(error);
    }
  };

  if (confirming)
    return (
      <ConfirmWithdrawal
        withdrawal={confirming}
        pending={withdraw.isPending}
        onBack={() => setConfirming(null)}
        onConfirm={() => void send(confirming)}
      />
    );
  return (
    <AppEForm model={model} onSubmit={(values) => void resolve(values)}>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={resolving}>
          Continue
        </Button>
      </Group>
    </AppEForm>
  );
}

function ConfirmWithdrawal({
  withdrawal,
  pending,
  onBack,
  onConfirm,
}: {
  withdrawal: Confirmation;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const rows: [string, string][] = [
    ['Account Name', withdrawal.AccountName],
    ['Bank', withdrawal.BankName],
    ['Account Number', withdrawal.AccountNumber],
    ['Amount', formatNaira(withdrawal.Amount)],
  ];
  return (
    <Stack gap="md">
      <Text>Is this the account to pay?</Text>
      <Table withRowBorders={false} verticalSpacing={4} aria-label="The withdrawal">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td fw={label === 'Account Name' ? 700 : undefined}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          Withdraw {formatNaira(withdrawal.Amount)}
        </Button>
      </Group>
    </Stack>
  );
}
