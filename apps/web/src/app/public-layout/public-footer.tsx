import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { siteInfo, telHref } from '../../lib/site-info.ts';
import { Logo } from '../logo.tsx';

/** spec 000 §2.1: a tagline, a contact address, and the Privacy Policy and Terms links. */
export function PublicFooter() {
  return (
    <Box component="footer" py="xl" mt="xl" bg="dark.8" c="gray.3">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo onDark />
            <Text size="sm">{siteInfo.tagline}</Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="white">
              Contact us
            </Text>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {siteInfo.address}
            </Text>
            <Anchor href={`mailto:${siteInfo.email}`} c="gray.3" size="sm">
              {siteInfo.email}
            </Anchor>
            <Anchor href={telHref(siteInfo.phone)} c="gray.3" size="sm">
              {siteInfo.phone}
            </Anchor>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="white">
              Legal
            </Text>
            <Anchor component={Link} to={paths.privacyPolicy} c="gray.3" size="sm">
              {texts.privacyTitle}
            </Anchor>
            <Anchor component={Link} to={paths.termsAndConditions} c="gray.3" size="sm">
              Terms
            </Anchor>
            <Anchor component={Link} to={paths.deleteAccount} c="gray.3" size="sm">
              Delete my account
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Text size="xs" c="gray.5">
            © {new Date().getFullYear()} Wayfare. We arrange rides with independent third-party drivers.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
