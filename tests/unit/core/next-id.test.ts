import { describe, expect, it, vi } from 'vitest';
import { createWithNextId } from '#server/core/ids';
import { ConcurrencyError, ValidationError } from '#server/core/errors';
import type { Services } from '#server/core/services';

/**
 * Issue 25, item 3: a create asks the read model for the highest id only the first time in a
 * process (per event store); later creates start past the last id it made, and a conflict (another
 * node made that id meanwhile) asks the read model again.
 */
function services(highest: () => number) {
  const find = vi.fn(async () => [{ _id: String(highest()), seq: highest() }]);
  const s = { events: {}, read: { find } } as unknown as Services;
  return { s, find };
}

const taken = () => new ConcurrencyError('Запись уже создана', null, null, 0);

describe('the next numeric id', () => {
  it('given a fresh process, when three records are created, then the read model is asked once and the ids follow on', async () => {
    const { s, find } = services(() => 41);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createWithNextId(s, 'vacancies', async (id) => id)).id);
    expect(ids).toEqual(['42', '43', '44']);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('given another node made ids past this one, when the next id conflicts, then the read model is asked again and the create lands past its highest', async () => {
    let highest = 10;
    const { s, find } = services(() => highest);
    await createWithNextId(s, 'positions', async (id) => id); // 11, made here
    highest = 20; // another node made 12..20
    const tried: string[] = [];
    const { id } = await createWithNextId(s, 'positions', async (candidate) => {
      tried.push(candidate);
      if (Number(candidate) <= 20) throw taken();
      return candidate;
    });
    expect(tried).toEqual(['12', '21']);
    expect(id).toBe('21');
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('given a create refused for another reason, when it fails, then the error is passed on and the id is not counted as made', async () => {
    const { s } = services(() => 5);
    await expect(
      createWithNextId(s, 'positions', async () => {
        throw new ValidationError('Должность с таким названием уже существует', 'title');
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect((await createWithNextId(s, 'positions', async (id) => id)).id).toBe('6');
  });

  it('given the ids keep being taken, when six attempts conflict, then the conflict is passed on', async () => {
    const { s } = services(() => 1);
    const tried: string[] = [];
    await expect(
      createWithNextId(s, 'templates', async (id) => {
        tried.push(id);
        throw taken();
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(tried).toHaveLength(6);
  });

  it('given two event stores (two tests, two nodes in one process), then each counts its own ids', async () => {
    const a = services(() => 100);
    const b = services(() => 7);
    expect((await createWithNextId(a.s, 'positions', async (id) => id)).id).toBe('101');
    expect((await createWithNextId(b.s, 'positions', async (id) => id)).id).toBe('8');
    expect(b.find).toHaveBeenCalledTimes(1);
  });
});
