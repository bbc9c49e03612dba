import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 17 §1: suspends an approved car. */
export const useSuspendCarDetail = () => useCallMutation(calls.CarDetail.SuspendCarDetail);
