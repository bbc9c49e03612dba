/** A provider's refusal or an unreachable provider; `message` is the provider's sentence when it gave one. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
