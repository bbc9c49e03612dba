import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SearchAction = {
  /** Default: the bar's action title ('Create'). */
  label?: string;
  onClick: () => void;
  icon?: ReactNode;
};

/** spec 000 §2.3: one action shows as a button, several as a drop-down titled with the action title. */
export function SearchActions({ actions, title }: { actions: SearchAction[]; title: string }) {
  const [only] = actions;
  if (actions.length === 1 && only) {
    return (
      <Button fullWidth leftSection={only.icon ?? <IconPlus size={16} />} onClick={only.onClick}>
        {only.label ?? title}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button fullWidth rightSection={<IconChevronDown size={16} />}>
          {title}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action, index) => (
          <Menu.Item key={action.label ?? index} leftSection={action.icon} onClick={action.onClick}>
            {action.label ?? title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
