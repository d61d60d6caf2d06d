import { changeQuestionnaireState } from '#server/features/questionnaire';
import type { TestServer } from './server';

let walkIns = 0;

/**
 * A fresh walk-in questionnaire whose checks passed (resolvedValid), as the checks will leave it:
 * the state is moved by the questionnaire's own command (the checks feature drives it in the product).
 */
export async function resolvedValidQuestionnaire(
  server: TestServer,
  options: { lastname: string; IStoreId?: string },
): Promise<string> {
  const admin = (await server.login('admin')).token;
  walkIns++;
  const res = await server.post(
    '/questionnaire/walk-in',
    {
      IStoreId: options.IStoreId ?? '10412',
      positionId: '3',
      lastname: options.lastname,
      firstname: 'Алёна',
      secondname: 'Петровна',
      sex: 'female',
      dateBirth: '1999-09-19',
      phone: `7903${String(5550000 + walkIns).padStart(7, '0')}`,
      email: `approval${walkIns}@mail.ru`,
    },
    admin,
  );
  if (res.status !== 201) throw new Error(`walk-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = String(res.body.id);
  await changeQuestionnaireState(
    server.services,
    id,
    'validateChecks',
    {},
    {
      now: new Date().toISOString(),
      newId: server.services.newId,
      actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
      correlationId: `test-${id}`,
    },
  );
  return id;
}

/** The code of the newest SMS of the demo outbox whose text names this candidate. */
export function codeFromOutbox(server: TestServer, lastname: string): string {
  const sms = server.services.sms.recent().find((m) => m.text.includes(lastname));
  const code = sms ? /Код подтверждения: (\d{4})/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no approval SMS for ${lastname}`);
  return code;
}

/** A walk-in questionnaire of 10412 waiting for signatures: approved, sent to 1C, documents made. */
export async function waitingSignatures(server: TestServer, lastname: string): Promise<string> {
  const id = await resolvedValidQuestionnaire(server, { lastname });
  for (const action of ['sendTo1S', 'documentsReady'] as const)
    await changeQuestionnaireState(
      server.services,
      id,
      action,
      {},
      {
        now: new Date().toISOString(),
        newId: server.services.newId,
        actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
        correlationId: `test-${id}-${action}`,
      },
    );
  return id;
}
