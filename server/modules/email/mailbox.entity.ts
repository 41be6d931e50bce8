import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';

/** What the reader is doing with a mailbox; shown to the organization's admins. */
export type MailboxStatus = 'connecting' | 'connected' | 'disconnected' | 'error' | 'stopped';

type MailboxDefaults =
  | 'folder'
  | 'enabled'
  | 'uidValidity'
  | 'lastUid'
  | 'status'
  | 'lastConnectedAt'
  | 'lastMessageAt'
  | 'lastError'
  | 'lastErrorAt'
  | 'importedCount';

/**
 * An organization's IMAP mailbox (one per organization). The password is only ever stored sealed
 * (`mailbox-secret.ts`, AES-256-GCM with MAILBOX_KEY) and no API returns it, sealed or not.
 * `uidValidity` + `lastUid` say where the reader stopped, so a restart or a lost connection resumes there.
 */
@Entity({ tableName: 'mailbox' })
@Unique({ properties: ['organization'] })
export class Mailbox extends BaseEntity<MailboxDefaults> {
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Property({ type: 'string', length: 255 })
  host!: string;

  @Property({ type: 'integer' })
  port!: number;

  /** Implicit TLS (IMAPS, usually 993); false: plain IMAP, upgraded with STARTTLS when offered. */
  @Property({ type: 'boolean' })
  tls!: boolean;

  @Property({ type: 'string', length: 320 })
  username!: string;

  /** `v1:<iv>:<tag>:<ciphertext>`, never the password itself. */
  @Property({ type: 'text', lazy: true })
  passwordSealed!: string;

  @Property({ type: 'string', length: 255 })
  folder: string = 'INBOX';

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  /** UIDVALIDITY of the folder when lastUid was read (as text: it is an unsigned 32-bit number). */
  @Property({ type: 'string', length: 20, nullable: true })
  uidValidity: string | null = null;

  /** The highest UID imported under uidValidity; 0 before the first import. */
  @Property({ type: 'double' })
  lastUid: number = 0;

  @Property({ type: 'string', length: 20 })
  status: MailboxStatus = 'disconnected';

  @Property({ type: 'datetime', nullable: true })
  lastConnectedAt: Date | null = null;

  /** When the last new message was imported. */
  @Property({ type: 'datetime', nullable: true })
  lastMessageAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastErrorAt: Date | null = null;

  @Property({ type: 'integer' })
  importedCount: number = 0;
}
