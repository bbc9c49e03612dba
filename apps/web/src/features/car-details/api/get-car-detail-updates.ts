import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CAR_HISTORY_PAGE_SIZE } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §9: a page of the car's history, newest first; the last page stays shown while the next loads. */
export const useCarDetailUpdates = (carDetailId: number, page: number) =>
  useQuery({
    ...callQuery(calls.CarDetail.GetCarDetailUpdates, {
      query: { carDetailId, page, pageSize: CAR_HISTORY_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
