import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// How a notice leaves: through the SMTP server of SMTP_URL, or, without one, as an .eml file under
// DATA_DIR/outbox (the embedded mode: demos, trials, tests), which the 'Avisos enviados' screen offers.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed per notice: a resend after a crash carries the same one. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** 'smtp' or 'eml'. */
  readonly kind: 'smtp' | 'eml';
  readonly from: string;
  /** Sends one message; answers the .eml file's path (relative to the outbox folder) in the embedded mode. */
  send(message: MailMessage, fileName: string): Promise<{ sarchivo: string | null }>;
  /** The full path of a stored .eml, or null when the name is not one of this folder's files. */
  emlPath(sarchivo: string): string | null;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Carga <no-responder@carga.local>';

export interface MailerConfig {
  smtpUrl?: string;
  mailFrom?: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
  /** Seconds an SMTP conversation may stay silent before the attempt fails (default 30). */
  smtpTimeoutSeconds?: number;
}

/** The domain of the sender's address, for the Message-ID: '<aviso-…@carga.local>'. */
export function mailDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'carga.local';
}

const SAFE_FILE = /^[A-Za-z0-9._-]+\.eml$/;

export function createMailer(config: MailerConfig): Mailer {
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  const outboxDir = config.outboxDir;
  const emlPath = (sarchivo: string) => (SAFE_FILE.test(sarchivo) ? path.join(outboxDir, sarchivo) : null);
  if (config.smtpUrl) {
    const timeout = (config.smtpTimeoutSeconds ?? 30) * 1000;
    const transport = nodemailer.createTransport(config.smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as never);
    return {
      kind: 'smtp',
      from,
      async send(message) {
        await transport.sendMail({ ...message, from });
        return { sarchivo: null };
      },
      emlPath,
      close: () => transport.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    from,
    async send(message, fileName) {
      const info = await builder.sendMail({ ...message, from });
      await mkdir(outboxDir, { recursive: true });
      const target = path.join(outboxDir, fileName);
      // Written whole then renamed: a crash never leaves half a message under the final name.
      const partial = `${target}.${process.pid}.tmp`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
      return { sarchivo: fileName };
    },
    emlPath,
    close: () => builder.close(),
  };
}
