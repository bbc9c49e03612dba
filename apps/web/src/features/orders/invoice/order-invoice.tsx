import { Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@wayfare/contracts';
import { formatDate, formatNumber } from '../../../components/format.ts';
import { customerOf } from '../list/order-columns.tsx';
import { naira } from '../order-money.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Box>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * spec 001 §2 (Order invoice), issue 19 §3: the order's number, invoice and due dates, status badge, the
 * payer, the items (Name, Quantity, Amount), shipping, VAT, total and the amount in words.
 */
export function OrderInvoice({ order }: { order: Order }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Box>
          <Title order={2} size="h3">
            Invoice {order.OrderId}
          </Title>
        </Box>
        <OrderStatusBadge value={order.OrderStatusValue} size="lg" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
        <Fact label="Invoice number">{order.OrderId}</Fact>
        <Fact label="Invoice date">{formatDate(order.CreatedDate)}</Fact>
        <Fact label="Due date">{formatDate(order.DueDate)}</Fact>
      </SimpleGrid>
      <Box mb="lg" aria-label="Payer">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Bill to
        </Text>
        <Text fw={600}>{customerOf(order)}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.Address}
        </Text>
        <Text size="sm">{order.PhoneNumber}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {order.Email}
        </Text>
      </Box>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing="xs" aria-label="Items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.OrderItems.map((item, index) => (
              // Items have no id of their own; their order on the invoice is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: the invoice's items never move
              <Table.Tr key={index}>
                <Table.Td>{item.Name}</Table.Td>
                <Table.Td ta="right">{formatNumber(item.Quantity)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {naira(item.Amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={6} mt="md" ml="auto" maw={360} aria-label="Totals">
        <TotalRow label="Items" value={naira(order.ItemsAmount)} />
        {order.IncludeShipping && <TotalRow label="Shipping" value={naira(order.ShippingFee)} />}
        <TotalRow label={`VAT (${formatNumber(order.VatPercent)}%)`} value={naira(order.Vat)} />
        <Divider />
        <TotalRow label="Total" value={naira(order.TotalAmount)} strong />
      </Stack>
      <Text size="sm" mt="lg" fs="italic" data-testid="amount-in-words">
        {order.AmountInWords}
      </Text>
    </Paper>
  );
}
