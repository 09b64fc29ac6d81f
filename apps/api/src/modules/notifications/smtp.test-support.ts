import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the notices' tests (never imported by the app): it keeps every message it
// accepts, raw, and can be told to stall before answering the end of a message (a sender that dies
// then has handed the message over without hearing that it was taken).

export interface ReceivedMail {
  to: string[];
  raw: Buffer;
}

export async function startSmtpServer(options: { stallMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let stallMs = options.stallMs ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        if (stallMs) setTimeout(() => callback(), stallMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** From now on, answer the end of each message after `ms` (0: at once). */
    stall(ms: number) {
      stallMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
