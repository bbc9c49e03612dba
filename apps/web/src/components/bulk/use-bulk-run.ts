import type { BulkReply } from '@wayfare/contracts';
import { bulkTexts } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { sendCall } from '../../lib/call-api.ts';
import { confirmAction } from '../feedback/confirm-action.tsx';
import { useRefreshAreas } from '../screen/use-refresh-areas.ts';
import type { BulkActionSpec, BulkId, BulkOptions, BulkOutcome, SelectableList } from './bulk-types.ts';
import { confirmMany } from './confirm-many.tsx';
import { matchingRows } from './matching-rows.ts';
import type { BulkSelection } from './use-bulk-selection.ts';

/**
 * Runs a bulk action on the selection: one confirmation naming the count (or the one record, as its
 * row action asks), the ids of every matching row gathered first when 'all matching' is chosen, one
 * bulk call, then its report to show and the lists reloaded. A refusal of the whole call (a lost right,
 * a search grown past the limit) shows in the error alert and changes nothing.
 */
export function useBulkRun(list: SelectableList, selection: BulkSelection, options: BulkOptions) {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const refresh = useRefreshAreas(
    options.areas ?? [...new Set(options.actions.map((spec) => spec.call.area))],
  );

  const run = async (spec: BulkActionSpec) => {
    const action = spec.action ?? spec.label.toLowerCase();
    const onlyOne = selection.count === 1 ? [...selection.chosen][0] : undefined;
    const confirmed = onlyOne
      ? await confirmAction({ action, item: options.item, name: onlyOne[1] })
      : await confirmMany({ action, text: bulkTexts.confirm(action, selection.count, options.items) });
    if (!confirmed) return;
    setRunning(true);
    try {
      const names: Map<BulkId, string> = selection.allMatching
        ? new Map(
            (await matchingRows(list, options.nameOf as never)).map((row) => [row.Id, row.Name] as const),
          )
        : new Map(selection.chosen);
      const reply = (await sendCall(spec.call, { body: { Ids: [...names.keys()] } })) as BulkReply;
      setOutcome({ label: spec.label, items: options.items, reply, names });
      selection.clear();
      await refresh();
    } catch (error) {
      alertStore.error(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };
  return { run, running, outcome, closeReport: () => setOutcome(null) };
}
