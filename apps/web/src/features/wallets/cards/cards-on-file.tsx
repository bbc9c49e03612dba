import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardOnFile } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useConfirmedAction } from '../../../components/screen/index.ts';
import { useMyCards } from '../api/get-my-cards.ts';

/** 'Visa •••• 4081': how a person recognises their card. */
export const cardName = (card: Pick<CardOnFile, 'Brand' | 'Last4'>) => {
  const brand = card.Brand.trim();
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${card.Last4}`;
};

/**
 * Issue 30: /teacher/wallets shows the cards kept on file (a card that paid a top-up or an invoice,
 * which the provider lets us charge again): brand, last four digits, expiry, with Remove behind the
 * spec's prompt. Nothing shows until a card is kept.
 */
export function CardsOnFile() {
  const cards = useMyCards();
  const remove = useConfirmedAction(calls.Wallet.RemoveMyCard, { item: 'card' });
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <Card withBorder mb="md" aria-labelledby="cards-on-file-title" component="section">
      <Stack gap="xs">
        <Text id="cards-on-file-title" fw={600}>
          Cards on file
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.data.map((card) => (
            <Group key={card.Id} component="li" gap="sm" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">
                  <Text span fw={600}>
                    {cardName(card)}
                  </Text>{' '}
                  · expires {card.ExpMonth}/{card.ExpYear.slice(-2)}
                  {card.Bank ? ` · ${card.Bank}` : ''}
                </Text>
              </Group>
              <Button
                variant="subtle"
                color="red"
                // Mantine's subtle red is below 4.5:1 on white (axe, WCAG AA): the darker one.
                c="red.9"
                size="compact-sm"
                style={{ flexShrink: 0 }}
                disabled={remove.pending}
                aria-label={`Remove ${cardName(card)}`}
                onClick={() =>
                  void remove.run({
                    action: 'remove',
                    name: cardName(card),
                    input: { body: { Id: card.Id } },
                  })
                }
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
