import { storeStaff } from '#events/core/store-directory';
import { staffName } from '#events/core/staff-name';
import type { DkmoEmployee } from '#events/dkmo/events';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { USERS } from '#events/users/collections';
import { collectionIn } from '#projections/core/typed-read';
import type { Services } from '../../core/services';

/**
 * A store's employees for its DKMO (issue 27, item 5): the staff directory's people (demo data in
 * events/core/store-directory.ts), the staff accounts bound to the store (the director signs with
 * their own login: the `users` read model the approval's directory reads too), and the people
 * employed in the store through the product (questionnaires in state employed).
 */
export async function storeEmployees(s: Services, IStoreId: string): Promise<DkmoEmployee[]> {
  const [accounts, hired] = await Promise.all([
    collectionIn(s.read, USERS).find({ storeId: IStoreId }),
    // Self-employed contractors are not employees: no material liability, no place on the team.
    collectionIn(s.read, QUESTIONNAIRES).find(
      { IStoreId, state: 'employed', contractorType: 'Employee' },
      { sort: { _id: 1 } },
    ),
  ]);
  const fromAccounts = accounts
    .filter((u) => u.active !== false && u.scope === 'StoreDirector')
    .sort((a, b) => a._id.localeCompare(b._id))
    .map((u) => ({
      id: `u-${u._id}`,
      fio: staffName(u),
      login: u.login,
      position: u.positionName || 'Директор магазина',
    }));
  const fromHires = hired.map((q) => ({
    id: `q-${q.id}`,
    fio: [q.info.lastname, q.info.firstname, q.info.woPatronymic ? '' : q.info.secondname]
      .map((p) => (p ?? '').trim())
      .filter(Boolean)
      .join(' '),
    login: '',
    position: q.vacancy.positionTitle,
    questionnaireId: q.id,
  }));
  return [...fromAccounts, ...storeStaff(IStoreId).map((e) => ({ ...e })), ...fromHires];
}

/** The current user's login (the token carries the user id, the account the login). */
export async function loginOf(s: Services, userId: string): Promise<string> {
  return (await collectionIn(s.read, USERS).get(userId))?.login ?? '';
}
