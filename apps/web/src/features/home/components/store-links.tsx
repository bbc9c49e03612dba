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
  const { AppStoreUrl, PlayStoreUrl } = settings.data;
  if (!AppStoreUrl && !PlayStoreUrl)
    return <Text fw={600}>Coming soon to the App Store and Google Play.</Text>;
  return (
    <Group>
      {AppStoreUrl && (
        <Button
          component="a"
          href={AppStoreUrl}
          variant="white"
          color="dark"
          leftSection={<IconBrandApple size={20} aria-hidden />}
        >
          App Store
        </Button>
      )}
      {PlayStoreUrl && (
        <Button
          component="a"
          href={PlayStoreUrl}
          variant="white"
          color="dark"
          leftSection={<IconBrandGooglePlay size={20} aria-hidden />}
        >
          Google Play
        </Button>
      )}
    </Group>
  );
}
