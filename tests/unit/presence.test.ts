import { describe, expect, it } from 'vitest';
import { PresenceRegistry } from '#server/realtime/presence';

const admin = { userId: '1001', surname: 'Админова', name: 'Анна', scope: 'Admin' };
const hr = { userId: '1002', surname: 'Кадрова', name: 'Елена', scope: 'HR' };
const director = { userId: '1003', surname: 'Петров', name: 'Иван', scope: 'StoreDirector' };
const ROOM = 'list:positions';

describe('PresenceRegistry', () => {
  it('lists viewers with their full name and role title', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', admin);
    presence.join(ROOM, 's2', hr);
    expect(presence.viewers(ROOM)).toEqual([
      { userId: '1001', name: 'Админова Анна', role: 'Admin', roleTitle: 'Администратор' },
      { userId: '1002', name: 'Кадрова Елена', role: 'HR', roleTitle: 'HR-специалист' },
    ]);
  });

  it('is empty for a room nobody watches', () => {
    expect(new PresenceRegistry().viewers('doc:positions:1')).toEqual([]);
  });

  it('lists a person with two sockets once, until both are gone', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', admin);
    presence.join(ROOM, 's2', admin);
    presence.join(ROOM, 's3', hr);
    expect(presence.viewers(ROOM).map((v) => v.userId)).toEqual(['1001', '1002']);

    expect(presence.leave(ROOM, 's1')).toBe(true);
    expect(presence.viewers(ROOM).map((v) => v.userId)).toEqual(['1001', '1002']);
    expect(presence.leave(ROOM, 's2')).toBe(true);
    expect(presence.viewers(ROOM).map((v) => v.userId)).toEqual(['1002']);
  });

  it('joining twice from the same socket changes nothing', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', director);
    presence.join(ROOM, 's1', director);
    expect(presence.viewers(ROOM)).toHaveLength(1);
    expect(presence.leave(ROOM, 's1')).toBe(true);
    expect(presence.viewers(ROOM)).toEqual([]);
  });

  it('reports whether the socket was in the room', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', admin);
    expect(presence.leave(ROOM, 'other')).toBe(false);
    expect(presence.leave('doc:positions:1', 's1')).toBe(false);
    expect(presence.leave(ROOM, 's1')).toBe(true);
    expect(presence.leave(ROOM, 's1')).toBe(false);
  });

  it('keeps rooms apart', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', admin);
    presence.join('store:10412', 's1', admin);
    presence.join('store:10412', 's2', director);
    presence.leave(ROOM, 's1');
    expect(presence.viewers(ROOM)).toEqual([]);
    expect(presence.viewers('store:10412').map((v) => v.name)).toEqual(['Админова Анна', 'Петров Иван']);
  });

  it('shows an unknown role by its id and trims a missing surname', () => {
    const presence = new PresenceRegistry();
    presence.join(ROOM, 's1', { userId: '9', surname: '', name: 'Гость', scope: 'Observer' });
    expect(presence.viewers(ROOM)).toEqual([
      { userId: '9', name: 'Гость', role: 'Observer', roleTitle: 'Observer' },
    ]);
  });
});
