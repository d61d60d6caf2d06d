import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { DEMO_POSITIONS } from '../../demo/reference';
import { positionDecider } from './decider';

/** Demo positions: every position of the reference list, with its 'pick' and 'feed' flags. */
export async function seedPositions(s: Services, ctx: CommandContext): Promise<void> {
  let code = 1;
  for (const p of DEMO_POSITIONS) {
    const id = String(code++);
    const input = { title: p.title, use_to_search_candidate: p.pick, show_on_vacancies_feed: p.feed };
    await handleCommand(
      s.bus,
      positionDecider,
      id,
      { type: 'CreatePosition', id, input, otherTitles: [] },
      ctx,
    );
  }
}
