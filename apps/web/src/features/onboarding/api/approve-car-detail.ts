import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 17 §1: approves a car (its reply is the car). */
export const useApproveCarDetail = () => useCallMutation(calls.CarDetail.ApproveCarDetail);
