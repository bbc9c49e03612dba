import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNaira, type Package } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useConfirmedAction } from '../../../components/screen/index.ts';
import { useAvailablePackages } from '../api/get-available-packages.ts';

/**
 * issue 18 §4 and §5: drivers buy a package from their wallet. GetAvailablePackages answers drivers
 * only (others 403), so the wallet page shows this section only when GetMyWallet says IsDriver. A sale
 * the wallet cannot pay is a 409 naming the balance and the package's figure, shown in the error alert.
 */
export function BuyPackage() {
  const packages = useAvailablePackages();
  const buy = useConfirmedAction(calls.Package.BuyPackage, { item: 'package', areas: ['Wallet', 'Package'] });
  const rows = packages.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="buy-package-title">
      <Title order={2} size="h4" id="buy-package-title">
        Buy Package
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {rows.map((item) => (
          <PackageCard
            key={item.Id}
            item={item}
            pending={buy.pending}
            onBuy={() =>
              void buy.run({ action: 'buy', name: item.Name, input: { body: { PackageId: item.Id } } })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PackageCard({ item, pending, onBuy }: { item: Package; pending: boolean; onBuy: () => void }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={600}>{item.Name}</Text>
        <Text fw={700}>{formatNaira(item.Amount)}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {item.PackageFrequencyName}; bonus {formatNaira(item.BonusAmount)}; needs a balance of at least{' '}
        {formatNaira(Math.max(item.MinimumAmountRequired, item.Amount))}
      </Text>
      <Button mt="sm" variant="light" onClick={onBuy} disabled={pending} aria-label={`Buy ${item.Name}`}>
        Buy
      </Button>
    </Card>
  );
}
