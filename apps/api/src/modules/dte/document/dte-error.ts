/** An input the SII would refuse, or that cannot be issued; `message` is Spanish, for the user. */
export class DteError extends Error {
  override name = 'DteError';
}
