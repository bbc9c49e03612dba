import { Accordion, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { type AdminMenuGroup, activeMenuItemAt } from './admin-menu.ts';

const isActive = (pathname: string, page: string) => activeMenuItemAt(pathname) === page;

/**
 * spec 000 §2.2: a group with one visible item shows as a single link, with several as an accordion
 * section; the item whose path is the current path is marked active.
 */
// Accordion values become element ids (aria-controls): they must not contain spaces.
const groupId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function AdminNav({
  groups,
  pathname,
  onNavigate,
}: {
  groups: AdminMenuGroup[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const activeGroup = groups.find((group) => group.items.some((item) => isActive(pathname, item.page)));
  const link = (item: AdminMenuGroup['items'][number], nested: boolean) => (
    <NavLink
      key={item.page}
      component={Link}
      to={paths.admin(item.page)}
      label={item.label}
      active={isActive(pathname, item.page)}
      aria-current={isActive(pathname, item.page) ? 'page' : undefined}
      onClick={onNavigate}
      pl={nested ? 'lg' : undefined}
      variant="filled"
    />
  );
  // One accordion holds every group, so the groups keep the menu's order whichever way each shows.
  return (
    <ScrollArea style={{ flex: 1 }} type="auto">
      <nav aria-label="Admin menu">
        <Accordion
          multiple={false}
          defaultValue={activeGroup ? groupId(activeGroup.title) : null}
          variant="filled"
          chevronPosition="right"
          styles={{ content: { padding: 0 }, control: { paddingInline: 12 } }}
        >
          <Stack gap={4}>
            {groups.map((group) =>
              group.items.length === 1 ? (
                link(group.items[0]!, false)
              ) : (
                <Accordion.Item key={group.title} value={groupId(group.title)}>
                  <Accordion.Control>{group.title}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap={2}>{group.items.map((item) => link(item, true))}</Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ),
            )}
          </Stack>
        </Accordion>
      </nav>
    </ScrollArea>
  );
}
