import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Issue 32: the header search's answer for what was typed; asked once it has enough characters. */
export const useFoundRecords = (q: string) =>
  useQuery({
    ...callQuery(calls.Search.FindRecords, { query: { q } }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // While the next answer comes, the last one stays: the list does not flash empty between keys.
    placeholderData: keepPreviousData,
  });
