import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 17 §5: one car with its papers, pictures, driver and status; asked only for a valid id. */
export const useCarDetailById = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.CarDetail.GetCarDetailById, { query: { id } }), enabled });
