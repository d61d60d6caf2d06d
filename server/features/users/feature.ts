import { usersProjection } from '#projections/users';
import { defineServerFeature } from '../../core/feature';
import { userDecider } from './decider';
import { seedUsers } from './demo-seed';
import { sessionRoutes } from './routes';
import { staffAccountRoutes } from './routes-admin';

/** Staff accounts ('Настройки' → 'Сотрудники') and sign-ins (login, refresh, logout, ping). Never pushed to consoles. */
export const usersFeature = defineServerFeature({
  name: 'users',
  routes: (s) => [sessionRoutes(s), staffAccountRoutes(s)],
  readOnlyPosts: ['/ping'],
  audit: [{ decider: userDecider }],
  projections: [usersProjection],
  seed: seedUsers,
});
