import { describe, expect, it } from 'vitest';
import { KeyedQueue } from '#server/core/keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedQueue', () => {
  it('runs tasks of one key one after another, other keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('b', task('b1')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
    await tick();
    expect(queue.size).toBe(0);
  });

  it('goes on after a failed task, which fails only its own caller', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('нет');
    });
    const next = queue.run('a', async () => 'дальше');
    await expect(failed).rejects.toThrow('нет');
    await expect(next).resolves.toBe('дальше');
  });
});
