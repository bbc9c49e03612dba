import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export type BreadcrumbItem = {
  label: string;
  /** An app path to go to. */
  to?: string;
  /** Or an action (e.g. back to the list without leaving the page). */
  onClick?: () => void;
};

/** spec 000 §2.3: the breadcrumb of a detail or edit view; the last item is where the person is. */
export function PageBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="md">
      <Breadcrumbs>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          if (isCurrent || (!item.to && !item.onClick)) {
            return (
              <Text
                key={item.label}
                size="sm"
                fw={isCurrent ? 600 : undefined}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.label}
              </Text>
            );
          }
          return item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Anchor key={item.label} component="button" type="button" size="sm" onClick={item.onClick}>
              {item.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
