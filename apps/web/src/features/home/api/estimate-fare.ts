import { rideCalls } from '@wayfare/contracts';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

// The area's calls, not `calls`: the home page's first load bundles the rides' schemas only (issue 20 §5).
const call = rideCalls.EstimateFare;

/** issue 20 §3: the public fare estimate for a distance, traffic and sharing. */
export const useEstimateFare = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
