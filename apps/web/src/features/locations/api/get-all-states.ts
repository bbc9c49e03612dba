import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { allRowsQuery } from '../../../components/screen/index.ts';

/** Every state of a country (a new city's state is named from them), asked only when needed. */
export const useAllStatesOf = (countryId: string, { enabled }: { enabled: boolean }) =>
  useQuery(allRowsQuery(calls.State.GetStates, { countryId }, enabled));
