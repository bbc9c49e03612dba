import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { isLastPage, pageWindow } from './page-window.ts';

export type PaginationBarProps = {
  /** The 0-based page on the wire. */
  page: number;
  /** The total row count (X-Total-Count). */
  total: number;
  pageSize: number;
  /** Called with the 0-based page to show. */
  onPageChange: (page: number) => void;
};

/** spec 000 §2.3: the pagination widget: Previous, a window of five page numbers, Next. */
export function PaginationBar({ page, total, pageSize, onPageChange }: PaginationBarProps) {
  const numbers = pageWindow(page, total, pageSize);
  return (
    <Group component="nav" aria-label="Pagination" gap={6} justify="center" mt="md">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous page"
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      {numbers.map((shown) => {
        const current = shown === page + 1;
        return (
          <Button
            key={shown}
            size="sm"
            px="sm"
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
            aria-label={`Page ${shown}`}
            onClick={() => !current && onPageChange(shown - 1)}
          >
            {shown}
          </Button>
        );
      })}
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next page"
        disabled={isLastPage(page, total, pageSize)}
        onClick={() => onPageChange(page + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
