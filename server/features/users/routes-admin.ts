import Router from '@koa/router';
import type { Context } from 'koa';
import {
  AccountStateInput,
  CreateUserInput,
  EditUserInput,
  ResetPasswordInput,
  UserIdParams,
} from '#events/users/inputs';
import { USER_MESSAGES } from '#events/users/rules';
import { staffAccount, staffAccounts } from '#projections/users-queries';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { accountFrom, changeUser, createUser, passwordHashOf } from './commands';
import type { UserCommand } from './decider';

/**
 * 'Настройки' → 'Сотрудники' (issue 23, item 5), Admin only: list staff (never a password hash),
 * create, edit, reset a password, switch an account off and on. Every change is an event naming
 * the Admin, so the account's history shows who gave whom which rights.
 */
export function staffAccountRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const admin = (ctx: Context) => requireArea(ctx, s, 'staff');
  /** Runs a command on the account in the path and answers the account as it is now. */
  const change = async (ctx: Context, command: (ctx: Context) => Promise<UserCommand> | UserCommand) => {
    const user = admin(ctx);
    const { id } = parseInput(UserIdParams, ctx.params);
    await changeUser(s, id, await command(ctx), commandContext(ctx, s, user));
    const account = await staffAccount(s.read, id);
    if (!account) throw new NotFoundError(USER_MESSAGES.notFound);
    ctx.body = { account };
  };

  router.get('/users', async (ctx) => {
    admin(ctx);
    ctx.body = { list: await staffAccounts(s.read) };
  });
  router.post('/users', async (ctx) => {
    const user = admin(ctx);
    const input = parseInput(CreateUserInput, ctx.request.body);
    const id = await createUser(s, input, commandContext(ctx, s, user));
    ctx.status = 201;
    ctx.body = { account: await staffAccount(s.read, id) };
  });
  router.put('/users/:id', (ctx) =>
    change(ctx, (c) => ({
      type: 'EditUser',
      account: accountFrom(s, parseInput(EditUserInput, c.request.body)),
    })),
  );
  router.post('/users/:id/reset-password', (ctx) =>
    change(ctx, async (c) => {
      const { password } = parseInput(ResetPasswordInput, c.request.body);
      return { type: 'ResetPassword', passwordHash: await passwordHashOf(password) };
    }),
  );
  router.post('/users/:id/deactivate', (ctx) =>
    change(ctx, (c) => ({
      type: 'DeactivateUser',
      reason: parseInput(AccountStateInput, c.request.body).cause,
    })),
  );
  router.post('/users/:id/reactivate', (ctx) =>
    change(ctx, (c) => ({
      type: 'ReactivateUser',
      reason: parseInput(AccountStateInput, c.request.body).cause,
    })),
  );
  return router;
}
