import { LockMode, type EntityClass } from '@mikro-orm/core';
import { badInput, conflict } from '../errors/app-error.js';
import type { Actor } from '../modules/auth/actor.js';
import { User } from '../modules/users/user.entity.js';
import type { Em } from './orm.js';

/**
 * Optimistic concurrency for the records users edit from a loaded copy (ADR 0013). A save may carry the
 * `version` the client loaded; the service locks the row, compares, and refuses a stale save with
 * CONFLICT before changing anything. Every save (with or without a version) counts a new version and
 * records who made it and when. A save without a version is not checked: the legacy clients' behaviour.
 */

/** The columns of a versioned record (versioned.entity.ts) this file reads and sets. */
export interface Versioned {
  version: number;
  changedById: number | null;
  changedByName: string | null;
  changedAt: Date | null;
  updatedAt: Date;
}

/** The record's name in the CONFLICT message: 'This {kind} was changed by ...'. */
export type VersionedKind = 'order' | 'fleet entry' | 'vessel' | 'user' | 'organization';

/** '2026-11-26 10:45 UTC': the time of a change as the CONFLICT message shows it. */
export function formatChangeTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function conflictMessage(kind: VersionedKind, record: Versioned): string {
  const who = record.changedByName ?? 'another user';
  return `This ${kind} was changed by ${who} at ${formatChangeTime(record.changedAt ?? record.updatedAt)}`;
}

/**
 * Refuses a save from a stale copy: `expected` (the version the client loaded) differs from the stored
 * one. No expected version: nothing is checked. Call it with the row locked (lockForWrite), before any change.
 */
export function assertVersion(record: Versioned, expected: number | null | undefined, kind: VersionedKind): void {
  if (expected === null || expected === undefined) return;
  if (!Number.isInteger(expected) || expected < 1) throw badInput('version must be a positive whole number', 'version');
  if (expected !== record.version) throw conflict(conflictMessage(kind, record), 'version');
}

/**
 * Locks a record's row until the transaction ends (SELECT ... FOR UPDATE) and reads it fresh, so the
 * version compared is the committed one and no other save can slip in between the check and the write.
 * A missing row is left to the caller's own lookup (which answers NOT_FOUND in its words).
 */
export async function lockForWrite<T extends Versioned>(tx: Em, entity: EntityClass<T>, id: number): Promise<void> {
  await tx.findOne(entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Counts a save: the next version, by the actor, now. Inside the save's transaction, before its flush. */
export async function markChanged(tx: Em, record: Versioned, actor: Actor): Promise<void> {
  // The signed-in actor carries the name (read with the session); only actors built elsewhere need a look-up.
  const fullName = actor.fullName ?? (await tx.findOne(User, { id: actor.id }))?.fullName;
  record.version += 1;
  record.changedById = actor.id;
  record.changedByName = (fullName || actor.firstName || actor.email).slice(0, 200);
  record.changedAt = new Date();
}
