import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 15 §7: every category (not the variation ones) in one public call; the levels are drawn from it. */
export const useAllCategories = () =>
  useQuery(callQuery(calls.Category.GetAllCategories, { query: { isVariationCategory: 'false' } }));
