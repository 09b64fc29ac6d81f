import { lookup } from 'node:dns/promises';
import {
  isForbiddenAddress,
  isIpLiteral,
  isLoopbackAddress,
  messages,
  type WebhookUrlProblem,
  webhookUrlProblem,
} from '@carga/domain';

// Server-side request forgery: a webhook URL is checked when it is registered and again before every
// send, with the addresses its host name resolves to at that moment; the request then goes to the
// address checked (pinned), so a DNS answer that changes between the check and the connection cannot
// point it inside the network.

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

/** The system's resolver, every address (IPv4 and IPv6). */
export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export interface UrlPolicy {
  /**
   * Plain http to localhost / 127.0.0.1 / [::1] (WEBHOOKS_ALLOW_HTTP_LOCALHOST=true, off by default): a
   * receiver on a developer's machine and the tests.
   */
  allowHttpLocalhost: boolean;
  resolve: Resolver;
}

export type TargetProblem = WebhookUrlProblem | 'unresolved';

export type Target =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; problem: TargetProblem; message: string };

const PROBLEM_MESSAGES: Record<TargetProblem, string> = {
  invalid: messages.webhookUrlInvalid,
  tooLong: messages.webhookUrlTooLong,
  https: messages.webhookUrlHttps,
  credentials: messages.webhookUrlCredentials,
  private: messages.webhookUrlPrivate,
  unresolved: messages.webhookUrlUnresolved,
};

const refuse = (problem: TargetProblem): Target => ({
  ok: false,
  problem,
  message: PROBLEM_MESSAGES[problem],
});

const bare = (host: string) => (host.startsWith('[') ? host.slice(1, -1) : host);

/**
 * The addresses a webhook with this scheme may connect to: public for https; loopback for plain http
 * (which the URL check allows only under WEBHOOKS_ALLOW_HTTP_LOCALHOST).
 */
export const permittedAddress =
  (protocol: string) =>
  (address: string): boolean =>
    protocol === 'http:' ? isLoopbackAddress(address) : !isForbiddenAddress(address);

/**
 * Where a webhook URL may be sent, with the one address to connect to; or why not. Every address the
 * name resolves to must be allowed (one private answer among public ones refuses the URL): public for
 * https; loopback for the http-to-localhost exception.
 */
export async function resolveWebhookTarget(raw: string, policy: UrlPolicy): Promise<Target> {
  const problem = webhookUrlProblem(raw, policy);
  if (problem) return refuse(problem);
  const url = new URL(raw);
  const host = bare(url.hostname);
  let addresses: Array<{ address: string; family: number }>;
  if (isIpLiteral(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  // 'localhost' is this machine without asking DNS (or a hosts file) what it means.
  else if (host.toLowerCase() === 'localhost') addresses = [{ address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return refuse('unresolved');
    }
  }
  if (addresses.length === 0) return refuse('unresolved');
  const allowed = permittedAddress(url.protocol);
  if (!addresses.every((a) => allowed(a.address))) return refuse('private');
  const [first] = addresses;
  if (!first) return refuse('unresolved');
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
