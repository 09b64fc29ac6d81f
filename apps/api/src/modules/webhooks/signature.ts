import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The signature of a webhook POST (docs/webhooks.md): `Carga-Firma: t=<unix seconds>,v1=<hex>` where
// hex is HMAC-SHA256 with the endpoint's secret over `${t}.${rawBody}`. The verification below is the
// recipe the document gives receivers, word for word, so the tests check what customers will run.

/** A new signing secret: 'whsec_' and 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The `Carga-Firma` header of `rawBody` signed at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Whether `header` (Carga-Firma) signs `rawBody` (the bytes received, before any JSON parsing) with
 * `secret`, at most `toleranceSeconds` away from `now` (a replayed old request does not verify).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date = new Date(),
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
