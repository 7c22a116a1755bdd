import { DEFAULT_LOCALE } from '@texbridge/shared/locales/locales';
import { wordsOf } from '@texbridge/shared/locales/words';
import nodemailer from 'nodemailer';
import type { Config, MailConfig } from '../platform/config.ts';
import type { Database } from '../platform/database/client.ts';
import { outbox } from '../platform/database/schema.ts';
import { requestMails } from './mail-messages.ts';
import { claimDue, markFailed, markSent, MAX_ATTEMPTS, retryDelaySeconds, type OutboxRow } from './mail-outbox.ts';
import type { Notifier } from './notifier.ts';

export interface MailLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * A dead or silent SMTP server fails a send within seconds, so that a pass (and `close()`, which waits
 * for it) never hangs, and the e-mail is retried later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** E-mail off: requests are stored with no `notification`, and nothing is queued. */
const disabled: Notifier = { enabled: false, enqueue: async () => {}, wake() {}, close: async () => {} };

/**
 * The outbox's sender (docs/quotes.md). Requests queue their e-mails in their own transaction; a pass
 * sends what is due through one pooled SMTP transport. Passes run when a request wakes the sender and on a
 * timer, which brings the retries and whatever an instance that stopped mid-send left behind.
 */
export function createNotifier(config: Config, database: Database, log: MailLog): Notifier {
  return config.mail ? outboxSender(config, config.mail, database, log) : disabled;
}

function outboxSender(config: Config, mail: MailConfig, database: Database, log: MailLog): Notifier {
  const transport = nodemailer.createTransport(
    { url: mail.smtpUrl, pool: true, ...SMTP_TIMEOUTS },
    { from: mail.from },
  );
  const { db } = database;

  async function send(row: OutboxRow) {
    try {
      await transport.sendMail({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.audience === 'buyer' ? { replyTo: mail.notifyEmails[0] } : {}),
      });
    } catch (error) {
      await failed(row, error instanceof Error ? error.message : String(error));
      return;
    }
    await markSent(db, row);
  }

  async function failed(row: OutboxRow, reason: string) {
    const attempts = row.attempts + 1;
    const delay = retryDelaySeconds(attempts, mail.retrySeconds);
    await markFailed(db, row, reason, delay);
    const what = `E-mail ${row.seq} to ${row.audience} about ${row.subjectTable} ${row.subjectId}`;
    if (attempts >= MAX_ATTEMPTS) {
      log.error(`${what} was not sent after ${attempts} attempts, and is not tried again: ${reason}`);
    } else {
      log.warn(`${what} was not sent (attempt ${attempts} of ${MAX_ATTEMPTS}, next in ${delay} s): ${reason}`);
    }
  }

  /** Sends batches until nothing is due, or until the app closes (what is left waits for the next start). */
  async function pass(stopping: () => boolean) {
    while (!stopping()) {
      const rows = await claimDue(db);
      if (rows.length === 0) return;
      // Every send is settled before a pass ends, so close() never shuts the transport under one.
      const failures = (await Promise.allSettled(rows.map(send))).filter((result) => result.status === 'rejected');
      if (failures.length > 0) throw failures[0]!.reason;
    }
  }

  const scheduler = passScheduler(pass, mail, log);
  return {
    enabled: true,
    async enqueue(tx, request) {
      const say = await wordsOf(request.locale ?? DEFAULT_LOCALE);
      await tx.insert(outbox).values(requestMails(config, mail, request, say));
    },
    wake: scheduler.wake,
    async close() {
      await scheduler.stop();
      transport.close();
    },
  };
}

/** Runs passes one at a time: a wake during a pass asks for one more after it, never a second at once. */
function passScheduler(pass: (stopping: () => boolean) => Promise<void>, mail: MailConfig, log: MailLog) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass(() => stopped);
        } catch (error) {
          // The database is the likely cause: the e-mails stay queued for the next pass.
          log.warn(`E-mail sender: a pass failed (${(error as Error).message}); it runs again shortly.`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  // Retries are due a base apart at the soonest; polling at that pace (at most a minute) keeps them on time.
  const timer = setInterval(wake, Math.min(mail.retrySeconds, 60) * 1000).unref();
  // What an earlier run left queued goes out now, not a tick later.
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
