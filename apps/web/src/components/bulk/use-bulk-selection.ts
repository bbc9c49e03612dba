import { useEffect, useState } from 'react';
import type { NamedRow } from '../screen/use-row-action.ts';
import type { BulkId, SelectableList } from './bulk-types.ts';

/**
 * The rows chosen on a list, by id with their names (the prompt and report name them), or every row
 * matching the list's search ('all matching', gathered when an action runs). A new page, search or
 * filter starts afresh, so nothing is acted on that the person no longer sees.
 */
export function useBulkSelection(list: SelectableList) {
  const [chosen, setChosen] = useState<ReadonlyMap<BulkId, string>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const queryKey = JSON.stringify([list.call.area, list.call.action, list.query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's key is what starts afresh
  useEffect(() => {
    setChosen(new Map());
    setAllMatching(false);
  }, [queryKey]);

  const pageChosen = list.rows.length > 0 && list.rows.every((row) => chosen.has(row.Id));
  const change = (rows: readonly NamedRow[], on: boolean) => {
    setAllMatching(false);
    setChosen((before) => {
      const next = new Map(before);
      for (const row of rows) on ? next.set(row.Id, row.Name) : next.delete(row.Id);
      return next;
    });
  };
  return {
    chosen,
    /** How many rows an action would work on. */
    count: allMatching ? list.total : chosen.size,
    allMatching,
    /** Nothing on this page to choose (yet). */
    pageEmpty: list.rows.length === 0,
    pageChosen,
    somePageChosen: !pageChosen && list.rows.some((row) => chosen.has(row.Id)),
    isChosen: (row: NamedRow) => allMatching || chosen.has(row.Id),
    toggle: (row: NamedRow) => change([row], !chosen.has(row.Id)),
    togglePage: () => change(list.rows, !pageChosen),
    chooseAllMatching: () => setAllMatching(true),
    clear: () => {
      setChosen(new Map());
      setAllMatching(false);
    },
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
