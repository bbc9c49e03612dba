import { type QueryClient, queryOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { CallDeclaration, CallInput, ReplyOf } from '@wayfare/contracts';
import { type CallArgsTuple, sendCall } from './call-api.ts';

/**
 * Query keys start with the call's area and action, so `refreshArea(client, 'Country')` reloads
 * every list and record of an area after a change.
 */
export const callKey = (call: CallDeclaration, input?: unknown) =>
  input === undefined ? [call.area, call.action] : [call.area, call.action, input];

/** TanStack Query options of a declared GET call: `useQuery(callQuery(calls.Country.GetCountries, { query }))`. */
export function callQuery<C extends CallDeclaration>(call: C, ...[args]: CallArgsTuple<C>) {
  const input = args as CallInput<C> | undefined;
  return queryOptions<ReplyOf<C>>({
    queryKey: callKey(call, input),
    queryFn: ({ signal }) => sendCall(call, { ...(input as object), signal }) as Promise<ReplyOf<C>>,
  });
}

/** Reloads every query of the given areas. */
export const refreshAreas = (client: QueryClient, ...areas: string[]) =>
  Promise.all(areas.map((area) => client.invalidateQueries({ queryKey: [area] })));

/** What a call's mutation may be given besides the call (its `meta`, `onSuccess`…). */
export type CallMutationOptions<C extends CallDeclaration> = Omit<
  UseMutationOptions<ReplyOf<C>, Error, CallInput<C>>,
  'mutationFn'
>;

/** A mutation of a declared call: `useCallMutation(calls.Country.DeleteCountry).mutateAsync({ body })`. */
export function useCallMutation<C extends CallDeclaration>(call: C, options: CallMutationOptions<C> = {}) {
  return useMutation<ReplyOf<C>, Error, CallInput<C>>({
    ...options,
    mutationFn: (input) => sendCall(call, input as object) as Promise<ReplyOf<C>>,
  });
}
