import { describe, expect, it, vi } from 'vitest';
import '#events/index';
import type { EventEnvelope } from '#events/core/envelope';
import { projectBatch } from '#projections/core/apply';
import type { Doc, ReadStore } from '#projections/core/read-store';
import { positionsProjection } from '#projections/positions/projection';

/**
 * Issue 25, item 3: a projection whose documents are their streams' (streamDocuments) does not look
 * a document up for a batch past its checkpoint that starts the document's stream: it cannot exist.
 */
const meta = { actor: { userId: 'u1', role: 'HR' }, occurredAt: '2026-12-07T10:00:00.000Z' };
const created = (id: string, position: number, title: string): EventEnvelope =>
  ({
    id: `e${position}`,
    type: 'PositionCreated',
    streamId: `position-${id}`,
    revision: 0,
    position,
    data: { id, title, use_to_search_candidate: true, show_on_vacancies_feed: false },
    meta,
  }) as unknown as EventEnvelope;
const renamed = (id: string, position: number, revision: number, title: string): EventEnvelope =>
  ({
    id: `e${position}`,
    type: 'PositionRenamed',
    streamId: `position-${id}`,
    revision,
    position,
    data: { title },
    meta,
  }) as unknown as EventEnvelope;

function store(docs: Record<string, Doc> = {}) {
  const getMany = vi.fn(
    async (_collection: string, ids: string[]) =>
      new Map(ids.filter((id) => docs[id]).map((id) => [id, structuredClone(docs[id]!)])),
  );
  return { getMany, read: { getMany } as unknown as ReadStore };
}

describe('stream documents and a batch past the checkpoint', () => {
  it('given a create, when projected, then nothing is looked up and the document is made', async () => {
    const { getMany, read } = store();
    const changes = await projectBatch(positionsProjection, [created('7', 10, 'Кассир')], read, {
      pastCheckpoint: true,
    });
    expect(getMany).not.toHaveBeenCalled();
    expect(changes).toMatchObject([{ collection: 'positions', id: '7', doc: { title: 'Кассир', _pos: 10 } }]);
  });

  it('given a create and a rename of another position, when projected, then only the renamed one is looked up', async () => {
    const { getMany, read } = store({ '3': { _id: '3', title: 'Повар', revision: 0, _pos: 2 } });
    const changes = await projectBatch(
      positionsProjection,
      [created('7', 10, 'Кассир'), renamed('3', 11, 1, 'Шеф-повар'), renamed('7', 12, 1, 'Старший кассир')],
      read,
      { pastCheckpoint: true },
    );
    expect(getMany.mock.calls).toEqual([['positions', ['3']]]);
    expect(changes.map((c) => [c.id, c.doc?.title])).toEqual([
      ['7', 'Старший кассир'],
      ['3', 'Шеф-повар'],
    ]);
  });

  it('given a batch that may be applied again (a replay, not past the checkpoint), when projected, then the create is looked up and a document already past it is kept', async () => {
    const stored = { _id: '7', title: 'Старший кассир', revision: 1, _pos: 12 };
    const { getMany, read } = store({ '7': stored });
    const changes = await projectBatch(positionsProjection, [created('7', 10, 'Кассир')], read);
    expect(getMany.mock.calls).toEqual([['positions', ['7']]]);
    expect(changes).toEqual([]);
  });
});
