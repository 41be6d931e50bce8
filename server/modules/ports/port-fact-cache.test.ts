import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDatabase } from '../../../tests/helpers/scratch-database.js';
import { migrate, openOrm, type Em, type Orm } from '../../db/orm.js';
import { PortFactCache } from './port-fact-cache.js';
import { ensurePortTable } from './port-seed.js';
import { PortService } from './port.service.js';

describe('PortFactCache', () => {
  it('answers only to the stamp its facts were read under, and a new stamp replaces them', () => {
    const cache = new PortFactCache<string | null>();
    cache.store('1:10', 'qingdao', 'Asia/Shanghai');
    expect(cache.known('1:10').get('qingdao')).toBe('Asia/Shanghai');
    expect(cache.known('1:11').has('qingdao')).toBe(false);
    cache.store('1:11', 'santos', 'America/Sao_Paulo');
    expect(cache.known('1:11').has('qingdao')).toBe(false);
    expect(cache.known('1:10').size).toBe(0);
  });
});

describe('time zones by port name, kept per process while the port table is unchanged', () => {
  let orm: Orm;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await scratchDatabase();
    drop = db.drop;
    orm = await openOrm(db.url);
    await migrate(orm);
    await ensurePortTable(orm);
  }, 120_000);
  afterAll(async () => {
    await orm?.close();
    await drop?.();
  });

  const fork = () => orm.em.fork() as Em;

  it('a later request reads no port, and a port written since (any process) is read again', async () => {
    expect(await new PortService(fork()).timeZoneOf('Qingdao')).toBe('Asia/Shanghai');

    const warm = fork();
    const finds = vi.spyOn(warm, 'find');
    expect(await new PortService(warm).timeZoneOf('qingdao')).toBe('Asia/Shanghai');
    expect(finds).not.toHaveBeenCalled();

    // As another process would (the importer, a user's edit): straight to the table.
    await orm.em.getConnection().execute(`update port set time_zone = 'Asia/Tokyo' where search_name = 'qingdao'`);
    const after = fork();
    const findsAfter = vi.spyOn(after, 'find');
    expect(await new PortService(after).timeZoneOf('Qingdao')).toBe('Asia/Tokyo');
    expect(findsAfter).toHaveBeenCalledTimes(1);

    await orm.em.getConnection().execute(`delete from port where search_name = 'qingdao'`);
    expect(await new PortService(fork()).timeZoneOf('Qingdao')).toBeNull();
  });
});
