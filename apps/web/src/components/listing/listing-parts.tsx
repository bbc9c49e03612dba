import { Anchor, Button, Group, Image, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLACEHOLDER_PICTURE } from '../placeholder-pictures.ts';
import type { ListingAction, ListingItem } from './listing-types.ts';
import { useClickTiming } from './use-click-timing.ts';

function ActionButton({ action }: { action: ListingAction }) {
  const handlers = useClickTiming(action.onClick, action.onDoubleClick);
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={action.color}
      leftSection={action.icon}
      disabled={action.disabled}
      {...handlers}
    >
      {action.label}
    </Button>
  );
}

export function ListingActions({ actions }: { actions?: ListingAction[] }) {
  if (!actions || actions.length === 0) return null;
  return (
    <Group gap={6} mt="sm">
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
    </Group>
  );
}

/** The title, linked when the item has a URL: an app path stays in the app, a full address opens a tab. */
export function ListingTitle({
  item,
  order = 4,
  inverted = false,
}: {
  item: ListingItem;
  order?: 3 | 4 | 5;
  /** Light text, for a title laid over a picture. */
  inverted?: boolean;
}) {
  const color = inverted ? 'white' : undefined;
  let title: ReactNode = item.Title;
  if (item.URL?.startsWith('/')) {
    title = (
      <Anchor component={Link} to={item.URL} inherit c={color}>
        {item.Title}
      </Anchor>
    );
  } else if (item.URL) {
    title = (
      <Anchor href={item.URL} target="_blank" rel="noopener noreferrer" inherit c={color}>
        {item.Title}
      </Anchor>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {item.Icon && (
        <ThemeIcon variant="light" size="md" aria-hidden>
          {item.Icon}
        </ThemeIcon>
      )}
      <Title order={order} size="h5" lineClamp={2} c={color}>
        {title}
      </Title>
    </Group>
  );
}

export function ListingPicture({ item, height = 160 }: { item: ListingItem; height?: number | string }) {
  return (
    <Image
      src={item.Picture || PLACEHOLDER_PICTURE}
      fallbackSrc={PLACEHOLDER_PICTURE}
      h={height}
      fit="cover"
      alt={typeof item.Title === 'string' ? item.Title : ''}
    />
  );
}
