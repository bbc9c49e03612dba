import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { allRowsQuery } from '../../../components/screen/index.ts';

/** Every administrator: the ones making admin changes, the activity log's person filter. */
export const useAllAdmins = () => useQuery(allRowsQuery(calls.Account.GetAdmins, {}));
