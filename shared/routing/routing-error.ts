export type RoutingErrorCode = 'UNREACHABLE' | 'OFF_NETWORK' | 'BAD_POINT' | 'BAD_NETWORK';

/** Engine error of the sea router; `code` is stable, the message is for humans. */
export class RoutingError extends Error {
  readonly code: RoutingErrorCode;
  /** Which end of the leg could not be placed (OFF_NETWORK, BAD_POINT), when the error is about one end. */
  readonly endpoint: 'from' | 'to' | undefined;

  constructor(code: RoutingErrorCode, message: string, endpoint?: 'from' | 'to') {
    super(message);
    this.name = 'RoutingError';
    this.code = code;
    this.endpoint = endpoint;
  }
}
