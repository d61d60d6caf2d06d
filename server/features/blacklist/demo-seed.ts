import type { BlacklistPersonData } from '#events/blacklist/events';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { blacklistDecider } from './decider';

/** The demo blacklist: the person the demo's blacklisted candidate matches (docs/integrations.md, 'Candidate checks'). */
export const DEMO_BLACKLISTED: BlacklistPersonData = {
  lastname: 'Чернов',
  firstname: 'Игорь',
  secondname: 'Павлович',
  dateBirth: '14.03.1990',
  passport: '',
  inn: '',
};

export async function seedBlacklist(s: Services, ctx: CommandContext): Promise<void> {
  const entries: [BlacklistPersonData, string][] = [
    [DEMO_BLACKLISTED, 'Хищение товара в магазине 10234, 2024 г.'],
    [
      {
        lastname: 'Обманов',
        firstname: 'Пётр',
        secondname: '',
        dateBirth: '',
        passport: '4512345678',
        inn: '',
      },
      'Поддельные документы при трудоустройстве',
    ],
    // The demo's candidate refused by the check (server/demo/hiring.ts runs her checks after this).
    [
      {
        lastname: 'Захарова',
        firstname: 'Вероника',
        secondname: 'Павловна',
        dateBirth: '28.06.2001',
        passport: '',
        inn: '',
      },
      'Уволена по статье в 2023 г., магазин 10587',
    ],
  ];
  // The list was kept before any of the demo's candidates applied.
  const before = { ...ctx, now: new Date(Date.parse(ctx.now) - 60 * 24 * 3600_000).toISOString() };
  for (const [person, reason] of entries) {
    const id = s.newId();
    await handleCommand(s.bus, blacklistDecider, id, { type: 'AddToBlacklist', id, person, reason }, before, {
      expectedRevision: -1,
    });
  }
}
