import { startApp, type RunningApp } from './app.js';
import type { AppConfig } from './config.js';
import { DatabaseWork } from './db/database-work.js';
import { migrate, openOrm, type Orm } from './db/orm.js';
import { seedDemoIfEmpty } from './db/seed/demo-seed.js';
import { ensureReferenceData } from './db/seed/reference-data.js';
import { logger } from './logger.js';
import { ImapReaderHub } from './modules/email/imap-reader.js';
import { startSmtpReceiver } from './modules/email/smtp-receiver.js';
import { ensurePortTable } from './modules/ports/port-seed.js';

export interface Started {
  app: RunningApp;
  orm: Orm;
  seeded: boolean;
  /** The SMTP listener's port when SMTP_RECEIVE_PORT started one. */
  smtpPort: number | undefined;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, ensures reference data, seeds the demo if asked, and serves. */
export async function bootstrap(config: AppConfig, options: { catalogue?: boolean } = {}): Promise<Started> {
  const orm = await openOrm(config.databaseUrl, { logSql: config.logSql });
  const work = new DatabaseWork().watch(orm);
  try {
    await migrate(orm);
    await ensureReferenceData(orm);
    await ensurePortTable(orm);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(orm, options) : false;
    const mail = config.mailIngest;
    const imapReaders = new ImapReaderHub(orm, mail, logger.child({ component: 'imap' }));
    const app = await startApp(config, orm, { imapReaders });
    await imapReaders.start();
    const smtp =
      mail.smtpReceivePort === undefined
        ? undefined
        : await startSmtpReceiver({
            orm,
            host: mail.smtpReceiveHost,
            port: mail.smtpReceivePort,
            maxBytes: mail.maxMessageBytes,
            log: logger.child({ component: 'smtp' }),
          });
    if (smtp) logger.info(`SMTP listener for position e-mails on ${mail.smtpReceiveHost}:${smtp.port}`);
    return {
      app,
      orm,
      seeded,
      smtpPort: smtp?.port,
      stop: async () => {
        logger.debug('stopping: e-mail readers');
        await smtp?.close();
        await imapReaders.stop();
        logger.debug('stopping: HTTP and WebSocket');
        await app.close();
        // A handler whose client has gone can still be working: the database closes after its last statement.
        logger.debug('stopping: database work under way');
        if (!(await work.idle()))
          logger.warn({ underWay: work.underWay }, 'database work still under way after 10 s: closing anyway');
        logger.debug('stopping: database');
        await orm.close(true);
        logger.debug('stopped');
      },
    };
  } catch (err) {
    await orm.close(true);
    throw err;
  }
}
