import Router from '@koa/router';
import { object } from 'superstruct';
import { BANKS_BY_SALARY_PROJECT } from '#events/dictionaries/reference';
import {
  LOOKUP_MESSAGES,
  SalaryProjectBanksParams,
  type SalaryProjectBank,
} from '#events/employment/lookups';
import { dictionaryEntries } from '#projections/dictionaries/queries';
import { SuggestionsUnavailable } from '../../adapters/suggestions/index';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';

const Empty = object({});

/**
 * A bank by BIC through the bank suggestions port (the register's names); when the service is down
 * the BIC alone, named after the project, so the form still offers the project's bank.
 */
async function bankOf(s: Services, bic: string, fallback: string): Promise<SalaryProjectBank> {
  try {
    const found = (await s.suggestions.bank(bic, 1)).find((b) => b.data.bic === bic);
    if (found) return { bic, name: found.data.name.payment, short: found.data.name.short };
  } catch (err) {
    if (!(err instanceof SuggestionsUnavailable)) throw err;
  }
  return { bic, name: fallback, short: null };
}

/**
 * POST /dictionaries/salaryProjects/{project}/banks: the banks of a salary project with their names
 * and BICs (spec part 2, section 7, 'banks by salary project'). Public like the dictionaries; an
 * unknown or retired project is a 404; 'Другой банк' lists none (the form suggests by name or BIC).
 */
export function salaryProjectBankRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/dictionaries/salaryProjects/:project/banks', async (ctx) => {
    const { project } = parseInput(SalaryProjectBanksParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    const entry = (await dictionaryEntries(s.read, 'salaryProjects')).find(
      (e) => e.id === project && !e.retired,
    );
    if (!entry) throw new NotFoundError(LOOKUP_MESSAGES.projectNotFound);
    const bics = BANKS_BY_SALARY_PROJECT[project] ?? [];
    ctx.body = { list: await Promise.all(bics.map((bic) => bankOf(s, bic, entry.title))) };
  });
  return router;
}
