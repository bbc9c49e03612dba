import { Popover, type PopoverProps } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A Mantine Popover that exists only while it is open, positioned against the box it is drawn in (an input
 * box, which Mantine's stylesheet positions relatively): an empty span covering that box is its target.
 * A closed Mantine Popover around an input still runs floating-ui's hooks, a transition and a portal on
 * every render; a form of hundreds of pickers draws none of them until one opens. Its control (the input)
 * stays outside the popover, so opening and closing never remounts the element that has the focus.
 * Without an enter transition: it mounts open, so use it where the dropdown appears at once.
 */
export function AnchoredPopover({
  opened,
  dropdownProps,
  children,
  ...popoverProps
}: Omit<PopoverProps, 'opened' | 'children'> & {
  opened: boolean;
  dropdownProps?: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}) {
  if (!opened) return null;
  return (
    <Popover opened {...popoverProps}>
      <Popover.Target>
        <span className="eform-popover-anchor" aria-hidden="true" />
      </Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
