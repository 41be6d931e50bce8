import type { CalculationRunBus } from './calculation-run.service.js';
import { MemoryRunBus } from './memory-run-bus.js';
import { RedisRunBus } from './redis-run-bus.js';

/** The run bus for this process: through Redis when REDIS_URL is set, else in memory (one process). */
export function openRunBus(redisUrl: string | undefined): CalculationRunBus {
  return redisUrl ? new RedisRunBus(redisUrl) : new MemoryRunBus();
}
