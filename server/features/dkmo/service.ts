import { fileTypeFromBuffer } from 'file-type';
import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import { canSeeStore } from '#events/core/store-access';
import type { Store } from '#events/core/stores';
import { DKMO, type DkmoDoc } from '#events/dkmo/collections';
import { DKMO_KIND, DKMO_MESSAGES, type DkmoEmployee } from '#events/dkmo/events';
import {
  PNG_DATA_URL_PREFIX,
  SIGN_INPUT_MESSAGES,
  type DkmoDocumentVariant,
  type DkmoEmployeeView,
  type DkmoView,
} from '#events/dkmo/inputs';
import { renewalReasons, renewalTexts, sortEmployees } from '#events/dkmo/rules';
import { collectionIn } from '#projections/core/typed-read';
import type { Stored } from '#projections/core/types';
import type { AccessClaims } from '../../auth/tokens';
import { findStore, storeAccess } from '../../access/stores';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { ForbiddenError, NotFoundError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { currentDirectorOf, directorAmong, dkmoDecider } from './decider';
import { agreementData, agreementPdf, agreementSha256 } from './documents';
import { loginOf, storeEmployees } from './staff';

/** The store a call is about: the one asked for, else the user's own; only a store they may see. */
export function dkmoStore(user: AccessClaims, storeId: string | undefined): Store {
  const id = storeId ?? user.storeId ?? user.IStoreId ?? '';
  if (!id) throw new ValidationError(SIGN_INPUT_MESSAGES.store, 'storeId');
  const store = findStore(String(id));
  if (!store) throw new NotFoundError('Магазин не найден');
  if (!canSeeStore(storeAccess(user), store.IStoreId))
    throw new ForbiddenError('ДКМО другого магазина недоступен');
  return store;
}

const today = (now: string): string => formatCalendarDay(moscowDay(new Date(now)), 'iso');

async function dkmoDoc(s: Services, IStoreId: string): Promise<Stored<DkmoDoc> | null> {
  return collectionIn(s.read, DKMO).get(IStoreId);
}

/** Each member's signature image, opened from the log (sealed there; 'удалено' once erased). */
async function signsOf(s: Services, IStoreId: string, agreement: number): Promise<Map<string, string>> {
  const signs = new Map<string, string>();
  for (const event of await s.events.readStream(`${DKMO_KIND}-${IStoreId}`)) {
    if (event.type !== 'DkmoDirectorSigned' && event.type !== 'DkmoMemberSigned') continue;
    const data = event.data as { agreement: number; employee: { id: string }; sign: { pngDataUrl: string } };
    if (data.agreement === agreement && data.sign.pngDataUrl.startsWith(PNG_DATA_URL_PREFIX))
      signs.set(data.employee.id, data.sign.pngDataUrl);
  }
  return signs;
}

/** GET /dkmo: data.dkmo for the screen (spec section 7), with the renewal reasons and the blank's hash. */
export async function dkmoView(s: Services, user: AccessClaims, store: Store): Promise<DkmoView> {
  const [doc, staff, login] = await Promise.all([
    dkmoDoc(s, store.IStoreId),
    storeEmployees(s, store.IStoreId),
    loginOf(s, user.userId),
  ]);
  const me = directorAmong(staff, login);
  const base = {
    IStoreId: store.IStoreId,
    storeName: store.param.mall ? `ТЦ ${store.param.mall}, ${store.name}` : store.name,
    director: me ? { id: me.id, fio: me.fio } : null,
  };
  if (!doc) {
    const employees = staff.map((e) => employeeView(e, null, null));
    return {
      ...base,
      status: 'notConcluded',
      created: false,
      numberDkmo: '',
      createdAt: '',
      employees: sortEmployees(employees),
      renewal: [],
      documentSha256: null,
      revision: -1,
    };
  }
  const signs = doc.director ? await signsOf(s, store.IStoreId, doc.agreement) : new Map<string, string>();
  const onLedger = new Set(doc.members.map((m) => m.id));
  const members = doc.members.map((m) => employeeView(m, signs.get(m.id) ?? null, m, m.signedAt));
  const newcomers = doc.director
    ? staff.filter((e) => !onLedger.has(e.id)).map((e) => employeeView(e, null, null))
    : [];
  const reasons = renewalReasons(
    { leader: doc.leader, director: doc.director, members: doc.members },
    currentDirectorOf(staff)?.id ?? null,
  );
  return {
    ...base,
    status: doc.status,
    created: true,
    numberDkmo: doc.numberDkmo,
    createdAt: doc.createdAt,
    employees: sortEmployees([...members, ...newcomers]),
    renewal: renewalTexts(reasons),
    documentSha256: await agreementSha256(agreementData(store, doc, s.config)),
    revision: doc.revision,
  };
}

function employeeView(
  e: DkmoEmployee,
  sign: string | null,
  line: { joinedOn: string; leftOn: string | null } | null,
  signedAt: string | null = null,
): DkmoEmployeeView {
  return {
    id: e.id,
    fio: e.fio,
    login: e.login,
    position: e.position,
    sign,
    signedAt,
    joinedOn: line?.joinedOn ?? null,
    leftOn: line?.leftOn ?? null,
    newcomer: line === null,
  };
}

/** POST /dkmo: concludes the store's agreement (a blank for the director to sign), or a new one. */
export async function concludeDkmo(
  s: Services,
  user: AccessClaims,
  store: Store,
  input: { numberDkmo?: string; createdAt?: string },
  ctx: CommandContext,
): Promise<DkmoView> {
  const [staff, login, doc] = await Promise.all([
    storeEmployees(s, store.IStoreId),
    loginOf(s, user.userId),
    dkmoDoc(s, store.IStoreId),
  ]);
  const next = (doc?.agreement ?? 0) + 1;
  await handleCommand(
    s.bus,
    dkmoDecider,
    store.IStoreId,
    {
      type: 'ConcludeDkmo',
      IStoreId: store.IStoreId,
      numberDkmo: input.numberDkmo?.trim() || `${store.IStoreId}-${next}`,
      concludedOn: input.createdAt ?? today(ctx.now),
      staff,
      login,
    },
    ctx,
  );
  return dkmoView(s, user, store);
}

/** The PNG's own bytes must say PNG (not only its data URL's prefix). */
async function assertPngBytes(dataUrl: string): Promise<void> {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'png') throw new ValidationError(SIGN_INPUT_MESSAGES.notPng, 'sign');
}

/** POST /dkmo/sign: the director's signature (concludes it), then each employee's. */
export async function signDkmo(
  s: Services,
  user: AccessClaims,
  store: Store,
  input: {
    id: string;
    sign: string;
    strokes?: { x: number; y: number; time: number; pressure?: number }[][];
    documentSha256?: string;
  },
  ctx: CommandContext,
): Promise<{ view: DkmoView; concluded: boolean }> {
  await assertPngBytes(input.sign);
  const [staff, login, doc] = await Promise.all([
    storeEmployees(s, store.IStoreId),
    loginOf(s, user.userId),
    dkmoDoc(s, store.IStoreId),
  ]);
  const day = today(ctx.now);
  // The hashes the decider may bind the signature to: the ledger as it is, or with the newcomer.
  const joining = staff.find((e) => e.id === input.id && !doc?.members.some((m) => m.id === e.id)) ?? null;
  const current = doc ? await agreementSha256(agreementData(store, doc, s.config)) : '';
  const joined =
    doc && joining
      ? await agreementSha256(agreementData(store, doc, s.config, { employee: joining, joinedOn: day }))
      : current;
  const strokes = (input.strokes ?? []).map((stroke) =>
    stroke.map((p) => ({ x: p.x, y: p.y, time: p.time, pressure: p.pressure ?? 0.5 })),
  );
  const result = await handleCommand(
    s.bus,
    dkmoDecider,
    store.IStoreId,
    {
      type: 'SignDkmo',
      IStoreId: store.IStoreId,
      employeeId: input.id,
      staff,
      login,
      today: day,
      documentSha256: (newcomer) => (newcomer ? joined : current),
      ...(input.documentSha256 ? { shownSha256: input.documentSha256 } : {}),
      sign: { pngDataUrl: input.sign, strokes },
    },
    ctx,
  );
  const concluded = result.events.some((e) => e.type === 'DkmoDirectorSigned');
  return { view: await dkmoView(s, user, store), concluded };
}

/** GET /documents/dkmo/{variant}: the store's agreement (blank, print, kmo, kmoPrint, signed). */
export async function dkmoPdf(s: Services, store: Store, variant: DkmoDocumentVariant): Promise<Buffer> {
  const doc = await dkmoDoc(s, store.IStoreId);
  if (!doc) throw new NotFoundError(DKMO_MESSAGES.noAgreement);
  const signs =
    variant === 'signed' ? await signsOf(s, store.IStoreId, doc.agreement) : new Map<string, string>();
  if (variant === 'signed' && !doc.director) throw new NotFoundError(DKMO_MESSAGES.notConcluded);
  return agreementPdf(agreementData(store, doc, s.config), variant, doc, signs);
}

/** POST /dkmo/leave: a member's line gets the leaving date. */
export async function recordLeaver(
  s: Services,
  user: AccessClaims,
  store: Store,
  input: { id: string; leftOn?: string },
  ctx: CommandContext,
): Promise<DkmoView> {
  const leftOn = input.leftOn ?? today(ctx.now);
  await handleCommand(
    s.bus,
    dkmoDecider,
    store.IStoreId,
    { type: 'RecordDkmoLeaver', IStoreId: store.IStoreId, employeeId: input.id, leftOn },
    ctx,
  );
  return dkmoView(s, user, store);
}
