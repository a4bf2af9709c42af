/** Why the guarded outbound client gave up on an address. */
export type OutboundErrorCode =
  | 'invalid_url'
  | 'scheme_refused'
  | 'port_refused'
  | 'address_refused'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'network';

const reasons: Record<OutboundErrorCode, string> = {
  invalid_url: 'is not a valid address',
  scheme_refused: 'uses a scheme other than http or https',
  port_refused: 'uses a port that is not allowed',
  address_refused: 'points to a private or reserved network address',
  too_many_redirects: 'redirects too many times',
  too_large: 'answered with more data than allowed',
  timeout: 'took too long to answer',
  network: 'could not be reached',
};

export class OutboundError extends Error {
  readonly code: OutboundErrorCode;
  readonly url: string;

  constructor(code: OutboundErrorCode, url: string, options?: { cause?: unknown }) {
    super(`${url} ${reasons[code]}`, options);
    this.name = 'OutboundError';
    this.code = code;
    this.url = url;
  }
}

export const isOutboundError = (error: unknown): error is OutboundError =>
  error instanceof OutboundError;
