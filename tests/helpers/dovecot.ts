import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './loopback.js';

/**
 * A real Dovecot IMAP server of the test's own (Debian's dovecot-imapd, the recipe of email-positions.md
 * 3.2): a scratch directory, a free loopback port, one user, plain login without TLS, stopped by its pid.
 * The system's Dovecot service is never touched.
 */
export interface Dovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Delivers a message straight into the user's INBOX (Maildir), even while the server is stopped. */
  save(raw: string | Buffer): void;
  /** Stops the server (the reader's connection is lost). */
  stop(): Promise<void>;
  /** Starts it again on the same port and mail store. */
  start(): Promise<void>;
  /** Stops it and removes the scratch directory. */
  dispose(): Promise<void>;
}

export function dovecotAvailable(): boolean {
  return spawnSync('dovecot', ['--version']).status === 0;
}

/** The 'mail' system user (uid 8 on Debian) owns the mail store, as in the recipe. */
function mailIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'mail'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dovecot-test-'));
  // Dovecot's auth and login processes run as other users: they must reach the users file.
  chmodSync(dir, 0o755);
  for (const d of ['run', 'state', 'mail']) mkdirSync(path.join(dir, d));
  const user = 'positions@test.local';
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}\n`, { mode: 0o644 });
  const ids = mailIds();
  chownSync(path.join(dir, 'mail'), ids.uid, ids.gid);
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = voyage-test-${port}
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${ids.uid}
mail_location = maildir:${dir}/mail/%u/Maildir
default_login_user = nobody
default_internal_user = mail
default_internal_group = mail
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=mail gid=mail home=${dir}/mail/%u
}
protocol imap {
  mail_max_userip_connections = 20
}
`,
  );
  let child: ChildProcess | null = null;
  const start = async () => {
    // Its own process group: the master and every process it starts (imap holds the client's socket).
    child = spawn('dovecot', ['-c', conf, '-F'], { stdio: 'ignore', detached: true });
    await waitForPort(port, true, 'Dovecot');
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c?.pid || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    // The whole group: signalled alone, the master exits at once while its imap process, reparented, keeps
    // the client's connection open about 8 s more (measured), so "the server went away" would lag.
    process.kill(-c.pid, 'SIGTERM');
    await exited;
    await groupGone(c.pid);
    await waitForPort(port, false, 'Dovecot');
  };
  await start();
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    save(raw) {
      // Maildir delivery: write into tmp/, then rename into new/ (what an MDA does; works while stopped).
      const box = path.join(dir, 'mail', user, 'Maildir');
      for (const d of [path.join(dir, 'mail', user), box, ...['tmp', 'new', 'cur'].map((x) => path.join(box, x))]) {
        mkdirSync(d, { recursive: true });
        chownSync(d, ids.uid, ids.gid);
      }
      const name = `${Date.now()}.M${process.hrtime.bigint()}P${process.pid}.voyage-test`;
      const tmp = path.join(box, 'tmp', name);
      writeFileSync(tmp, raw);
      chownSync(tmp, ids.uid, ids.gid);
      renameSync(tmp, path.join(box, 'new', name));
    },
    stop,
    start,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until no process of the group is left; SIGKILLs what is left after 5 s. */
async function groupGone(pgid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const until = Date.now() + 5_000; alive() && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (alive()) process.kill(-pgid, 'SIGKILL');
}
