import { Badge, Box, Card, Grid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../format.ts';
import { ListingActions, ListingPicture, ListingTitle } from './listing-parts.tsx';
import type { ListingItem, ListingStyle } from './listing-types.ts';

const overlayGradient = 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0))';

function Caption({ item, withDate = true }: { item: ListingItem; withDate?: boolean }) {
  return (
    <Stack gap={4}>
      <ListingTitle item={item} />
      {item.SubTitle && (
        <Text size="sm" c="dimmed">
          {item.SubTitle}
        </Text>
      )}
      {withDate && item.Date && (
        <Text size="xs" c="dimmed">
          {formatDate(item.Date)}
        </Text>
      )}
      {item.Description && (
        <Text size="sm" lineClamp={3}>
          {item.Description}
        </Text>
      )}
      <ListingActions actions={item.Actions} />
    </Stack>
  );
}

/** The picture with something laid over it (a floating date, a date strip, or the caption). */
function PictureWithOverlay({ item, children }: { item: ListingItem; children: ReactNode }) {
  return (
    <Box pos="relative">
      <ListingPicture item={item} />
      {children}
    </Box>
  );
}

function DateFloat({ date }: { date: string | Date }) {
  return (
    <Badge pos="absolute" top={10} left={10} size="lg" radius="sm" variant="filled">
      {formatDate(date)}
    </Badge>
  );
}

function BottomStrip({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="absolute"
      left={0}
      right={0}
      bottom={0}
      p="sm"
      c="white"
      style={{ background: overlayGradient }}
    >
      {children}
    </Box>
  );
}

function CardBody({ item, listingStyle }: { item: ListingItem; listingStyle: ListingStyle }) {
  switch (listingStyle) {
    case 'Date_Float':
      return (
        <>
          <PictureWithOverlay item={item}>{item.Date && <DateFloat date={item.Date} />}</PictureWithOverlay>
          <Box p="md">
            <Caption item={item} withDate={false} />
          </Box>
        </>
      );
    case 'Date_Overlay':
      return (
        <>
          <PictureWithOverlay item={item}>
            {item.Date && (
              <BottomStrip>
                <Text size="sm" fw={600}>
                  {formatDate(item.Date)}
                </Text>
              </BottomStrip>
            )}
          </PictureWithOverlay>
          <Box p="md">
            <Caption item={item} withDate={false} />
          </Box>
        </>
      );
    case 'Date_Top':
      return (
        <>
          {item.Date && (
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="md" py="xs">
              {formatDate(item.Date)}
            </Text>
          )}
          <ListingPicture item={item} />
          <Box p="md">
            <Caption item={item} withDate={false} />
          </Box>
        </>
      );
    case 'Caption_Overlay':
      return (
        <>
          <PictureWithOverlay item={item}>
            <BottomStrip>
              <ListingTitle item={item} inverted />
              {item.SubTitle && <Text size="sm">{item.SubTitle}</Text>}
              {item.Date && <Text size="xs">{formatDate(item.Date)}</Text>}
            </BottomStrip>
          </PictureWithOverlay>
          <Box p="md" pt={item.Description ? 'md' : 0}>
            {item.Description && (
              <Text size="sm" lineClamp={3}>
                {item.Description}
              </Text>
            )}
            <ListingActions actions={item.Actions} />
          </Box>
        </>
      );
    case 'Image_Beside_Caption':
      return (
        <Grid gap="sm" align="center" p="md">
          <Grid.Col span={5}>
            <ListingPicture item={item} height={120} />
          </Grid.Col>
          <Grid.Col span={7}>
            <Caption item={item} />
          </Grid.Col>
        </Grid>
      );
    default:
      return (
        <>
          <ListingPicture item={item} />
          <Box p="md">
            <Caption item={item} />
          </Box>
        </>
      );
  }
}

/** One card of the grid styles (spec 000 §2.3); a selected card is outlined in the brand colour. */
export function ListingCard({ item, listingStyle }: { item: ListingItem; listingStyle: ListingStyle }) {
  const card = (
    <Card
      withBorder
      shadow="xs"
      padding={0}
      h="100%"
      data-listing-style={listingStyle}
      data-selected={item.IsSelected || undefined}
      style={
        item.IsSelected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <CardBody item={item} listingStyle={listingStyle} />
    </Card>
  );
  return item.ToolTip ? (
    <Tooltip label={item.ToolTip} multiline maw={280} withArrow>
      {card}
    </Tooltip>
  ) : (
    card
  );
}
