import { Table } from '@mantine/core';
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** A table of more rows than this mounts only the rows in view (and a few around them). */
export const VIRTUAL_ROWS_ABOVE = 50;
/** The height the table's scroll box keeps to when its rows are virtualised (px). */
export const VIRTUAL_VIEWPORT_HEIGHT = 480;
/** A row's height before it is measured: a row of Mantine inputs (36 px) with the cells' padding (px). */
export const ROW_HEIGHT_ESTIMATE = 57;
/** Rows mounted beyond each edge of the view, so scrolling and tabbing find the next row there. */
const OVERSCAN = 4;

/**
 * The box's size from the page, unless the page has laid nothing out (a hidden box, or jsdom): then the size it
 * is drawn at (`initialRect`) stands, so the rows to mount are still those of a full box.
 */
const observeLaidOutRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) callback(rect);
  });

/** A row's measured height, or the estimate where nothing is laid out. */
const measureRow: typeof measureElement = (element, entry, instance) => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ROW_HEIGHT_ESTIMATE;
};

type VirtualRowsProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The scroll box around the table (overflow auto, at most VIRTUAL_VIEWPORT_HEIGHT high). */
  scrollRef: RefObject<HTMLElement | null>;
  /** The table's head, sticky in the box: rows start below it. */
  headRef: RefObject<HTMLElement | null>;
  /** Cells in a row (the spacers span them all). */
  columnCount: number;
  /** One row: a <tr> with `data-index={index}` and `ref={measure}`. */
  renderRow: (item: T, index: number, measure: (row: HTMLTableRowElement | null) => void) => ReactNode;
  /** A row to scroll to and keep mounted until the keyboard has been in it and left (a just-added item). */
  revealKey?: string | null;
};

/** An empty row as tall as the rows it stands for. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden style={{ height, borderBottom: 'none' }}>
      <td colSpan={columnCount} style={{ padding: 0 }} />
    </tr>
  );
}

/**
 * A table body (Mantine's Table.Tbody) that mounts only the rows in view (TanStack Virtual), with spacer rows for the others, so the
 * scroll box is as tall and scrolls as a full table would. Rows are measured once drawn (an error under a
 * cell makes a row taller). The row holding the keyboard's focus stays mounted when it scrolls out of view, so
 * the focus is never lost to the page; what was typed lives in the model, which keeps every row's state.
 */
export function VirtualRows<T>({
  items,
  keyOf,
  scrollRef,
  headRef,
  columnCount,
  renderRow,
  revealKey = null,
}: VirtualRowsProps<T>) {
  const [pinned, setPinned] = useState<string | null>(revealKey);
  const [revealed, setRevealed] = useState(revealKey);
  if (revealKey !== revealed) {
    setRevealed(revealKey);
    setPinned(revealKey);
  }
  const pinnedIndex = useMemo(
    () => (pinned === null ? -1 : items.findIndex((item) => keyOf(item) === pinned)),
    [items, keyOf, pinned],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (pinnedIndex < 0 || indexes.includes(pinnedIndex)) return indexes;
      return [...indexes, pinnedIndex].sort((a, b) => a - b);
    },
    [pinnedIndex],
  );
  const getItemKey = useCallback((index: number) => keyOf(items[index]!), [items, keyOf]);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => setHeadHeight(headRef.current?.offsetHeight ?? 0), [headRef]);
  const virtualizer: Virtualizer<HTMLElement, HTMLTableRowElement> = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: headHeight,
    initialRect: { width: 0, height: VIRTUAL_VIEWPORT_HEIGHT },
    observeElementRect: observeLaidOutRect,
    measureElement: measureRow,
    rangeExtractor,
  });
  // Scrolls to a just-added row once (not again when rows before it are deleted or moved later).
  const revealIndex = useMemo(
    () => (revealed === null ? -1 : items.findIndex((item) => keyOf(item) === revealed)),
    [items, keyOf, revealed],
  );
  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (revealed === null || revealIndex < 0 || scrolledTo.current === revealed) return;
    scrolledTo.current = revealed;
    virtualizer.scrollToIndex(revealIndex, { align: 'auto' });
  }, [revealed, revealIndex, virtualizer]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-item-key]');
    setPinned(row?.getAttribute('data-item-key') ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPinned(null);
  };

  const rows: ReactNode[] = [];
  let end = headHeight;
  for (const row of virtualizer.getVirtualItems()) {
    if (row.start > end)
      rows.push(<Spacer key={`before-${row.key}`} height={row.start - end} columnCount={columnCount} />);
    rows.push(renderRow(items[row.index]!, row.index, virtualizer.measureElement));
    end = row.end;
  }
  const bottom = headHeight + virtualizer.getTotalSize();
  if (bottom > end) rows.push(<Spacer key="after" height={bottom - end} columnCount={columnCount} />);
  return (
    <Table.Tbody onFocus={onFocus} onBlur={onBlur}>
      {rows}
    </Table.Tbody>
  );
}
