import { USERS } from '#events/users/collections';
import { staffAccountView, type StaffAccountView } from '#events/users/views';
import type { ReadStore } from './core/read-store';
import { collectionIn } from './core/typed-read';

/** Every staff account, by surname and name (never the password hash). */
export async function staffAccounts(read: ReadStore): Promise<StaffAccountView[]> {
  const docs = await collectionIn(read, USERS).find({}, { limit: 10_000 });
  return docs
    .map(staffAccountView)
    .sort((a, b) =>
      `${a.surname} ${a.name} ${a.login}`.localeCompare(`${b.surname} ${b.name} ${b.login}`, 'ru'),
    );
}

/** One account, or null. */
export async function staffAccount(read: ReadStore, id: string): Promise<StaffAccountView | null> {
  const doc = await collectionIn(read, USERS).get(id);
  return doc ? staffAccountView(doc) : null;
}

/** Whether a login is taken by an account in the read model (logins are stored lower-case). */
export async function loginTaken(read: ReadStore, login: string): Promise<boolean> {
  return (await collectionIn(read, USERS).find({ login }, { limit: 1 })).length > 0;
}
