import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/**
 * issue 33: the driver's cars (the Approved ones are those an offer is accepted with). Refused (403)
 * to anyone who is not a driver, which is how the app tells a rider apart: the refusal is an answer.
 */
export const useMyCars = () => useQuery({ ...callQuery(calls.CarDetail.GetMyCarDetails), retry: false });
