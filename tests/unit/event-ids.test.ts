import { describe, expect, it } from 'vitest';
import { uuid } from '#server/core/services';

describe('event and record ids', () => {
  it('are UUIDs of version 7', () => {
    expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('grow in creation order, so the event store id index grows at its end', () => {
    const ids = Array.from({ length: 5000 }, () => uuid());
    const sorted = [...ids].sort();
    expect(sorted).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
