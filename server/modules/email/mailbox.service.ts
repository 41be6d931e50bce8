import { ROLE } from '../../../shared/auth/routes.js';
import type { MailIngestConfig } from '../../config.js';
import type { Em } from '../../db/orm.js';
import { AppError, badInput, forbidden } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import type { ImapReaderHub } from './imap-reader.js';
import { Mailbox } from './mailbox.entity.js';
import { mailboxSchema, type MailboxDraft } from './mailbox.schema.js';
import { sealSecret } from './mailbox-secret.js';

/** What the process offers the mailbox service: the key and the running readers (absent in tools). */
export interface MailboxDeps {
  config: MailIngestConfig;
  readers: ImapReaderHub | undefined;
}

/**
 * The organization's IMAP mailbox, for its admins (ADMIN role, route /email_parser): read its settings and
 * state, connect or change it, remove it. The password is sealed on the way in and never answered.
 */
export class MailboxService {
  constructor(
    private readonly em: Em,
    private readonly deps: MailboxDeps,
  ) {}

  async get(actor: Actor): Promise<Mailbox | null> {
    assertAdmin(actor);
    return this.em.findOne(Mailbox, { organization: actor.organizationId });
  }

  async set(actor: Actor, draft: MailboxDraft): Promise<Mailbox> {
    assertAdmin(actor);
    const s = parseInput(mailboxSchema, draft ?? {});
    const key = this.deps.config.mailboxKey;
    if (!key) {
      throw new AppError('BAD_USER_INPUT', 'Mailboxes cannot be connected: the server has no MAILBOX_KEY set', {
        field: 'password',
      });
    }
    let mailbox = await this.em.findOne(Mailbox, { organization: actor.organizationId });
    if (!mailbox && s.password === undefined) throw badInput('password is required', 'password');
    const moved = !mailbox || mailbox.host !== s.host || mailbox.username !== s.username || mailbox.folder !== s.folder;
    if (!mailbox) {
      mailbox = this.em.create(Mailbox, {
        organization: this.em.getReference(Organization, actor.organizationId),
        host: s.host,
        port: s.port,
        tls: s.tls,
        username: s.username,
        passwordSealed: sealSecret(s.password!, key),
      });
    }
    mailbox.host = s.host;
    mailbox.port = s.port;
    mailbox.tls = s.tls;
    mailbox.username = s.username;
    mailbox.folder = s.folder;
    mailbox.enabled = s.enabled;
    if (s.password !== undefined) mailbox.passwordSealed = sealSecret(s.password, key);
    if (moved) {
      // Another mailbox or folder: start from its first message (Message-IDs keep each e-mail once).
      mailbox.uidValidity = null;
      mailbox.lastUid = 0;
    }
    mailbox.lastError = null;
    mailbox.lastErrorAt = null;
    mailbox.status = s.enabled ? 'connecting' : 'stopped';
    await this.em.flush();
    await this.deps.readers?.reload(actor.organizationId);
    return mailbox;
  }

  async remove(actor: Actor): Promise<boolean> {
    assertAdmin(actor);
    const removed = await this.em.nativeDelete(Mailbox, { organization: actor.organizationId });
    await this.deps.readers?.reload(actor.organizationId);
    return removed > 0;
  }
}

function assertAdmin(actor: Actor): void {
  assertRoute(actor, '/email_parser');
  if (!actor.roles.includes(ROLE.admin)) throw forbidden("Only the organization's admins manage its mailbox");
}
