import { Popover, type PopoverProps } from '@mantine/core';
import { type HTMLAttributes, type ReactNode, type Ref, type RefObject, useImperativeHandle } from 'react';

/** Hands a popover an element drawn outside it as its target (what it is placed against and ignores clicks on). */
function ExternalTarget({ target, ref }: { target: RefObject<HTMLElement | null>; ref?: Ref<HTMLElement> }) {
  useImperativeHandle(ref, () => target.current as HTMLElement, [target]);
  return null;
}

/**
 * A Mantine Popover that exists only while it is open, attached to a control drawn outside it (`target`).
 * A closed Mantine Popover around a control still runs floating-ui's hooks, a transition and a portal on
 * every render; a form of hundreds of pickers draws none of them until one opens. The control is not inside
 * the popover, so opening and closing never remounts the element that has the focus. It mounts open, with
 * no enter transition: use it where the dropdown appears at once.
 */
export function AnchoredPopover({
  opened,
  target,
  dropdownProps,
  children,
  ...popoverProps
}: Omit<PopoverProps, 'opened' | 'children'> & {
  opened: boolean;
  target: RefObject<HTMLElement | null>;
  dropdownProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, boolean>;
  children: ReactNode;
}) {
  if (!opened) return null;
  return (
    <Popover opened {...popoverProps}>
      <Popover.Target>
        <ExternalTarget target={target} />
      </Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
