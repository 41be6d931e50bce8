export type RoutingErrorCode = 'UNREACHABLE' | 'OFF_NETWORK' | 'BAD_POINT' | 'BAD_NETWORK';

/** Engine error of the sea router; `code` is stable, the message is for humans. */
export class RoutingError extends Error {
  readonly code: RoutingErrorCode;

  constructor(code: RoutingErrorCode, message: string) {
    super(message);
    this.name = 'RoutingError';
    this.code = code;
  }
}
