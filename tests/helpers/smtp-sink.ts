import net, { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives, parsed, for tests to read. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const r of session.envelope.rcptTo) {
            mails.push({
              to: r.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: String(parsed.html || ''),
            });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const mailsTo = (to: string) => mails.filter((m) => m.to === to.toLowerCase());

  /** Waits for the mail to `to` that follows the first `seen` ones. */
  async function nextMail(to: string, seen = 0, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mailsTo(to)[seen];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail ${seen + 1} to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    nextMail,
    /** The 6-digit code in the latest mail to this address. */
    async codeFor(to: string): Promise<string> {
      await nextMail(to, 0);
      const match = /\b(\d{6})\b/.exec(mailsTo(to).at(-1)!.text);
      if (!match) throw new Error('no code in mail');
      return match[1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A mail server that has gone away the worst way: it takes the connection and never says a word. */
export async function silentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.size,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
