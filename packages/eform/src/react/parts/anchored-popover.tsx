import { Popover, type PopoverProps } from '@mantine/core';
import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useImperativeHandle,
  useLayoutEffect,
  useState,
} from 'react';

/** Hands a popover an element drawn outside it as its target (what it is placed against and ignores clicks on). */
function ExternalTarget({ target, ref }: { target: RefObject<HTMLElement | null>; ref?: Ref<HTMLElement> }) {
  useImperativeHandle(ref, () => target.current as HTMLElement, [target]);
  return null;
}

type AnchoredPopoverProps = Omit<PopoverProps, 'opened' | 'children'> & {
  opened: boolean;
  target: RefObject<HTMLElement | null>;
  dropdownProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, boolean>;
  children: ReactNode;
};

/**
 * A Mantine Popover that exists only while it is open or closing, attached to a control drawn outside it
 * (`target`). A closed Mantine Popover around a control still runs floating-ui's hooks, a transition and a
 * portal on every render; a form of hundreds of pickers draws none of them until one opens. The control is
 * not inside the popover, so opening and closing never remounts the element that has the focus.
 */
export function AnchoredPopover(props: AnchoredPopoverProps) {
  const [present, setPresent] = useState(false);
  if (props.opened && !present) setPresent(true);
  return present ? <PresentPopover {...props} onGone={() => setPresent(false)} /> : null;
}

function PresentPopover({
  opened,
  target,
  dropdownProps,
  children,
  onGone,
  ...popoverProps
}: AnchoredPopoverProps & { onGone: () => void }) {
  // Mounted closed and opened straight after, so the dropdown's transition plays on the way in as well as out.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return (
    <Popover opened={opened && mounted} onExitTransitionEnd={onGone} {...popoverProps}>
      <Popover.Target>
        <ExternalTarget target={target} />
      </Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
