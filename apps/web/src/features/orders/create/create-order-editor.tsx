import { Alert, Anchor, Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { FormValues } from '@wayfare/eform/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { useAppFormModel } from '../../../components/eform/use-app-form-model.ts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { SaveBar } from '../../../components/save-bar/save-bar.tsx';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateOrderForOtherItems } from '../api/create-order-for-other-items.ts';
import { newOrder, orderBody, orderFieldLabels, orderForm, runningTotal } from '../forms/order-form.ts';
import { invoicePathOf } from '../order-links.ts';
import { naira } from '../order-money.ts';

export const ORDER_CREATED = 'The order has been created, and its invoice e-mailed to the customer';

/**
 * issue 19 §3: 'Create' on /admin/orders: the order form (customer, shipping, due date, items) with the
 * running total; Save sends CreateOrderForOtherItems. A refusal shows under its fields; once created, the
 * invoice's link (rewritten to /order/{Id}) replaces the form.
 */
export function CreateOrderEditor({ listLabel, onBack }: { listLabel: string; onBack: () => void }) {
  const model = useAppFormModel(orderForm, { values: newOrder });
  const create = useCreateOrderForOtherItems({
    meta: { fieldLabels: orderFieldLabels },
  });
  const refresh = useRefreshAreas(['Order', 'Payment']);
  const [invoice, setInvoice] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(newOrder);
  useEffect(() => model?.subscribeValues(() => setValues(model.getValues())), [model]);
  const total = runningTotal(values);

  const save = async (answers: FormValues) => {
    try {
      const reply = await create.mutateAsync({ body: orderBody(answers) });
      setInvoice(invoicePathOf(reply));
      alertStore.success(ORDER_CREATED);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
    }
  };

  return (
    <Box>
      <PageBreadcrumb items={[{ label: listLabel, onClick: onBack }, { label: 'New Order' }]} />
      <Title order={2} size="h3" mb="md">
        New Order
      </Title>
      {invoice ? (
        <Alert color="green" title="Order created">
          <Text size="sm" mb="sm">
            The customer can open and pay the invoice at{' '}
            <Anchor component={Link} to={invoice}>
              {window.location.origin}
              {invoice}
            </Anchor>
          </Text>
          <Group gap="sm">
            <Button component={Link} to={invoice}>
              Open the invoice
            </Button>
            <Button variant="default" onClick={onBack}>
              Back to {listLabel}
            </Button>
          </Group>
        </Alert>
      ) : (
        <AppEForm model={model} onSubmit={(answers) => void save(answers)}>
          <Paper withBorder p="sm" mt="md" aria-label="Running total">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                Items {naira(total.items)}
                {total.shipping > 0 ? ` + shipping ${naira(total.shipping)}` : ''}
              </Text>
              <Text fw={700}>
                Total before VAT: <span data-testid="order-running-total">{naira(total.total)}</span>
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              VAT is added on the invoice.
            </Text>
          </Paper>
          <SaveBar id="" status={create.isPending ? 'saving' : 'idle'} onBack={onBack} />
        </AppEForm>
      )}
    </Box>
  );
}
