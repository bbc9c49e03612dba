import { Accordion, Box, Group, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatDate } from '../format.ts';
import { PLACEHOLDER_PICTURE } from '../placeholder-pictures.ts';
import { ListingActions, ListingPicture, ListingTitle } from './listing-parts.tsx';
import type { ListingItem } from './listing-types.ts';

const selectedStyle = { background: 'var(--mantine-primary-color-light)' };

/** Listing style Table_Mode: one table row per item. */
export function ListingTable({ items }: { items: ListingItem[] }) {
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table highlightOnHover verticalSpacing="sm" data-listing-style="Table_Mode">
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.key}
              data-selected={item.IsSelected || undefined}
              style={item.IsSelected ? selectedStyle : undefined}
              title={item.ToolTip}
            >
              <Table.Td w={88}>
                <Image
                  src={item.Picture || PLACEHOLDER_PICTURE}
                  fallbackSrc={PLACEHOLDER_PICTURE}
                  w={72}
                  h={54}
                  radius="sm"
                  alt=""
                />
              </Table.Td>
              <Table.Td>
                <ListingTitle item={item} order={5} />
                {item.SubTitle && (
                  <Text size="sm" c="dimmed">
                    {item.SubTitle}
                  </Text>
                )}
                {item.Description && (
                  <Text size="sm" lineClamp={2}>
                    {item.Description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.Date ? formatDate(item.Date) : ''}</Table.Td>
              <Table.Td>
                <ListingActions actions={item.Actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AccordionControl({ item }: { item: ListingItem }) {
  return (
    <Tooltip label={item.ToolTip} disabled={!item.ToolTip} withArrow>
      <Accordion.Control icon={item.Icon}>
        <Group justify="space-between" wrap="nowrap" pr="sm">
          <Text fw={600}>{item.Title}</Text>
          {item.Date && (
            <Text size="xs" c="dimmed">
              {formatDate(item.Date)}
            </Text>
          )}
        </Group>
      </Accordion.Control>
    </Tooltip>
  );
}

/** Listing style Collapsible_List: the titles, each opening to its picture, text and actions. */
export function ListingAccordion({ items }: { items: ListingItem[] }) {
  return (
    <Accordion variant="separated" data-listing-style="Collapsible_List">
      {items.map((item) => (
        <Accordion.Item
          key={item.key}
          value={String(item.key)}
          data-selected={item.IsSelected || undefined}
          style={item.IsSelected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
        >
          {item.Leading ? (
            // The check box sits beside the card's button, not in it (no control inside a control).
            <Group wrap="nowrap" gap={0}>
              <Box pl="md">{item.Leading}</Box>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <AccordionControl item={item} />
              </Box>
            </Group>
          ) : (
            <AccordionControl item={item} />
          )}
          <Accordion.Panel>
            <Stack gap="xs">
              {item.Picture && <ListingPicture item={item} height={180} />}
              {item.URL && <ListingTitle item={{ ...item, Icon: undefined }} order={5} />}
              {item.SubTitle && (
                <Text size="sm" c="dimmed">
                  {item.SubTitle}
                </Text>
              )}
              {item.Description && <Text size="sm">{item.Description}</Text>}
              <ListingActions actions={item.Actions} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
