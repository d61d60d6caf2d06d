import Router from '@koa/router';
import type { Context } from 'koa';
import { DateTime } from 'luxon';
import { FileUploadQuery } from '#events/questionnaire/files';
import {
  OWN_FILE_HEADERS,
  OWN_MESSAGES,
  OwnCodeInput,
  OwnFileHeaders,
  OwnFileParams,
  OwnInput,
  OwnLinkInput,
  OwnSaveInput,
  OwnSaveParams,
  ownClosedMessage,
  type OwnGateView,
  type OwnQuestionnaireView,
} from '#events/questionnaire/own';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import { profileProblems } from '#events/questionnaire/profile/rules';
import type { Profile, ScanCounts } from '#events/questionnaire/profile/types';
import { maskPhone } from '#events/questionnaire-light/events';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import { handleCommand } from '../../core/command-handler';
import { AppError, NotFoundError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { candidateContext, candidateLinkGate } from '../questionnaire-light/index';
import { questionnaireDecider } from './decider';
import { attachFile, readFile, removeFile, sendScan } from './files';
import { phoneOfTarget, resolveEditLink } from './own-link';
import { saveProfileSection } from './profile-service';

/**
 * The candidate's own entry to the extended profile (spec part 2, section 2,
 * /protected/feedback/edit/{id}/al): no login. Every call is authorised by the edit link alone (the
 * number and its secret, see own-link.ts) and, past the gate, by a phone token for the phone the
 * questionnaire holds; a wrong secret answers exactly like an unknown number. The gate's calls count
 * against the candidates' per-address limit, the SMS against the per-address and per-questionnaire
 * ones, the data calls against a per-address limit of their own.
 */
export function questionnaireOwnRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const context = (ctx: Context) => candidateContext(s, String(ctx.state.requestId));
  const gate = candidateLinkGate(s, {
    resolve: (id, token) => resolveEditLink(s, id, token),
    smsToTarget: (limits, target) =>
      target.kind === 'questionnaire'
        ? limits.smsToEmploymentQuestionnaire(target.doc.id)
        : limits.smsToQuestionnaire(target.lightId),
  });

  /** The employment questionnaire of the link, once the phone token proves its phone. */
  const own = async (ctx: Context, link: { id: string; token: string; phoneToken: string }) => {
    const target = await gate.proven(ctx, link.phoneToken, async () => {
      const target = await resolveEditLink(s, link.id, link.token);
      if (target.kind !== 'questionnaire') throw new AppError(409, OWN_MESSAGES.notOpened);
      return target;
    });
    return target.doc;
  };
  /** The same, for a change: refused (409) once the profile is closed to the candidate. */
  const ownOpen = async (ctx: Context, link: { id: string; token: string; phoneToken: string }) => {
    const doc = await own(ctx, link);
    const closed = ownClosedMessage(doc.state);
    if (closed) throw new AppError(409, closed, { state: doc.state });
    return doc;
  };
  const fileLink = (ctx: Context) =>
    parseInput(OwnFileHeaders, {
      id: ctx.get(OWN_FILE_HEADERS.id) || undefined,
      token: ctx.get(OWN_FILE_HEADERS.token) || undefined,
      phoneToken: ctx.get(OWN_FILE_HEADERS.phoneToken) || undefined,
    });
  const view = async (id: string) => {
    const doc = await getQuestionnaire(s.read, id, null);
    if (!doc) throw new NotFoundError('Анкета не найдена');
    return ownView(doc);
  };

  router.post('/questionnaire/own/gate', async (ctx) => {
    const { id, token } = parseInput(OwnLinkInput, ctx.request.body);
    const target = await gate.open(ctx, id, token);
    const body: OwnGateView = {
      phoneMasked: maskPhone(phoneOfTarget(target)),
      form: target.kind === 'questionnaire' ? 'profile' : 'light',
    };
    ctx.body = body;
  });

  // The code goes only to the phone the questionnaire holds, never to one the caller names.
  router.post('/questionnaire/own/send-code', async (ctx) => {
    const { id, token } = parseInput(OwnLinkInput, ctx.request.body);
    ctx.body = await gate.sendCode(ctx, id, token);
  });

  router.post('/questionnaire/own/confirm-code', async (ctx) => {
    const { id, token, code } = parseInput(OwnCodeInput, ctx.request.body);
    ctx.body = await gate.confirmCode(ctx, id, token, code);
  });

  router.post('/questionnaire/own', async (ctx) => {
    const link = parseInput(OwnInput, ctx.request.body);
    ctx.body = { entity: ownView(await own(ctx, link)) };
  });

  router.put('/questionnaire/own/profile/:section', async (ctx) => {
    const { section } = parseInput(OwnSaveParams, ctx.params);
    const input = parseInput(OwnSaveInput, ctx.request.body);
    const doc = await ownOpen(ctx, input);
    await saveProfileSection(s, doc, section, input.data, input.revision, context(ctx), {
      byCandidate: true,
    });
    ctx.body = { entity: await view(doc.id) };
  });

  router.post('/questionnaire/own/files', async (ctx) => {
    const query = parseInput(FileUploadQuery, { ...ctx.query });
    const doc = await ownOpen(ctx, fileLink(ctx));
    const bytes: unknown = ctx.state.blob;
    if (!Buffer.isBuffer(bytes)) throw new ValidationError(OWN_MESSAGES.noFile);
    const upload = { kind: query.fileKind, name: query.name, bytes };
    await attachFile(s, doc.id, upload, context(ctx), { byCandidate: true });
    ctx.body = { entity: await view(doc.id) };
  });

  // Only a file of the link's own questionnaire: another questionnaire's file id is 'not found'.
  router.get('/questionnaire/own/files/:fileId', async (ctx) => {
    const { fileId } = parseInput(OwnFileParams, ctx.params);
    const doc = await own(ctx, fileLink(ctx));
    sendScan(ctx, await readFile(s, doc, fileId));
  });

  // 'Удалить скан': the link's own scan only (another questionnaire's file id is 'not found').
  router.post('/questionnaire/own/files/:fileId/remove', async (ctx) => {
    const { fileId } = parseInput(OwnFileParams, ctx.params);
    const doc = await ownOpen(ctx, fileLink(ctx));
    await removeFile(s, doc.id, fileId, context(ctx));
    ctx.body = { entity: await view(doc.id) };
  });

  router.post('/questionnaire/own/submit', async (ctx) => {
    const link = parseInput(OwnInput, ctx.request.body);
    const doc = await ownOpen(ctx, link);
    const problem = submitProblem(s, doc);
    if (problem) throw new ValidationError(problem.message, problem.path);
    await handleCommand(s.bus, questionnaireDecider, doc.id, { type: 'SubmitProfile' }, context(ctx));
    ctx.body = { entity: await view(doc.id) };
  });

  return router;
}

/** The profile as saved so far, blank sections filled from what the questionnaire knows. */
function fullProfile(doc: QuestionnaireView): Profile {
  return { ...emptyProfile(doc), ...doc.profile };
}

/** The first rule of section 5 the whole profile breaks, with its scans (self-employed: no SNILS). */
function submitProblem(s: Services, doc: QuestionnaireView) {
  const files = doc.files ?? {};
  const scans: ScanCounts = {};
  for (const kind of ['passport', 'inn', 'snils', 'military', 'martial', 'education'] as const) {
    const count = files[kind]?.length ?? 0;
    if (count > 0) scans[kind] = count;
  }
  const problems = profileProblems(fullProfile(doc), {
    today: DateTime.fromISO(s.clock(), { zone: 'Europe/Moscow' }).toFormat('dd.MM.yyyy'),
    selfEmployed: doc.contractorType === 'Entrepreneur',
    productName: s.config.productName,
    corporateEmailDomain: s.config.corporateEmailDomain,
    scans,
    // The 'scans checked' box is the staff's confirmation, not the candidate's.
    isNewSubmit: false,
    scansChecked: true,
  });
  return problems[0] ?? null;
}

/** What the candidate sees of their questionnaire: no comments, no checks, no staff history. */
function ownView(doc: QuestionnaireView): OwnQuestionnaireView {
  return {
    id: doc.id,
    state: doc.state,
    contractorType: doc.contractorType,
    editable: ownClosedMessage(doc.state) === null,
    profile: fullProfile(doc),
    files: doc.files ?? {},
    vacancy: {
      positionTitle: doc.vacancy.positionTitle,
      storeName: doc.vacancy.storeName,
      cityName: doc.vacancy.cityName,
    },
    submittedAt: doc.profileSubmittedAt ?? null,
    revision: doc.revision,
  };
}
