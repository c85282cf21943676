import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is, for the log ('sign-up code'): never the code or link itself (docs/product.md §5). */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL; without it, writes each mail to DATA_DIR/outbox as .eml and, beside it,
 * as plain .txt (the .eml's quoted-printable body wraps a long link across lines; the .txt keeps
 * it whole to copy), and logs where.
 */
export function createMailer(
  config: { smtpUrl?: string; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a mail server that has gone away must not hold a request (or a shutdown) for minutes.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        log.info({ to: mail.to, kind: mail.kind }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}`,
      );
      // Codes and links: for the server's user only, whatever the umask.
      await fs.writeFile(`${name}.eml`, info.message as Buffer, { mode: 0o600 });
      const file = `${name}.txt`;
      await fs.writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      // The outbox files are the one place the code or link is written.
      log.info(
        { to: mail.to, kind: mail.kind, file },
        `mail written to the outbox: ${mail.kind} (open ${file})`,
      );
    },
  };
}
