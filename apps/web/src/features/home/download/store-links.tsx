import { Button, Group, Text } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useSiteSettings } from '../api/get-site-settings.ts';

/**
 * spec 000 §2.1: links to the two mobile stores, from the server's settings (APP_STORE_URL,
 * PLAY_STORE_URL): a store not configured is not linked, rather than linked to a made-up address.
 */
export function StoreLinks() {
  const settings = useSiteSettings();
  if (!settings.data) return null;
  const stores = [
    { name: 'App Store', url: settings.data.AppStoreUrl, Icon: IconBrandApple },
    { name: 'Google Play', url: settings.data.PlayStoreUrl, Icon: IconBrandGooglePlay },
  ].filter((store) => store.url);
  if (stores.length === 0) return <Text fw={600}>Coming soon to the App Store and Google Play.</Text>;
  return (
    <Group>
      {stores.map(({ name, url, Icon }) => (
        <Button
          key={name}
          component="a"
          href={url ?? undefined}
          variant="white"
          color="dark"
          leftSection={<Icon size={20} aria-hidden />}
        >
          {name}
        </Button>
      ))}
    </Group>
  );
}
