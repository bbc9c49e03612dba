import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Box,
  type MantineColorScheme,
  SegmentedControl,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const choices = [
  { value: 'light', name: 'Light', Icon: IconSun },
  { value: 'dark', name: 'Dark', Icon: IconMoon },
  { value: 'auto', name: 'System', Icon: IconDeviceDesktop },
] as const;

/**
 * Issue 32: light, dark or the system's scheme, in both shells. Mantine keeps the choice in this
 * browser's localStorage (its default manager; not on the account, so it also holds before sign-in), and
 * public/color-scheme.js applies it before the first paint of a page the server drew.
 */
export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Drawn in the browser only, in a box of its size: a hydrated radio group (a public page's header is an
  // island of its own) got a change event during hydration that stored 'light' over the person's choice.
  const mounted = useMounted();
  if (!mounted) return <Box w={92} h={30} aria-hidden />;
  return (
    <SegmentedControl
      size="xs"
      aria-label="Colour scheme"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={choices.map(({ value, name, Icon }) => ({
        value,
        label: (
          <span title={name} style={{ display: 'flex' }}>
            <Icon size={16} aria-hidden />
            <VisuallyHidden>{name}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
