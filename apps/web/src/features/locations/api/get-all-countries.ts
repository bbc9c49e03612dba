import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { allRowsQuery } from '../../../components/screen/index.ts';

/** Every country (a new state's or city's country is named from them), asked only when needed. */
export const useAllCountries = ({ enabled }: { enabled: boolean }) =>
  useQuery(allRowsQuery(calls.Country.GetCountries, {}, enabled));
