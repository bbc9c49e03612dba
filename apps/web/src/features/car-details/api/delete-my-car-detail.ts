import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 17 §1: deletes a car (from the back office with CarDetail's delete right). */
export const useDeleteMyCarDetail = () => useCallMutation(calls.CarDetail.DeleteMyCarDetail);
