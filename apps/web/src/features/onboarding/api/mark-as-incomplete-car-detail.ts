import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 17 §1: sends a car back to its driver with a Message. */
export const useMarkAsIncompleteCarDetail = () => useCallMutation(calls.CarDetail.MarkAsIncompleteCarDetail);
