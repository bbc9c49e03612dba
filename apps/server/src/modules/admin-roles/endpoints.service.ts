import { endpointLabels, grantableEndpoints, type IdAndName } from '@wayfare/contracts';
import type { Page } from '../../db/list-query.ts';

/**
 * spec 000 §6: the endpoints a role can grant, Package 1 … Complaint 11, then those issue 29 §3 added
 * (Blog & Articles 12 … Dashboard Events 17), each with its label, for the role form's rows.
 */
export function listFullEndpoints(): Page<IdAndName> {
  const rows = [...grantableEndpoints]
    .sort((a, b) => a - b)
    .map((id) => ({ Id: id, Name: endpointLabels[id] }));
  return { rows, total: rows.length };
}
