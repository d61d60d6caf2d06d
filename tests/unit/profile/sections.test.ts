import { describe, expect, it } from 'vitest';
import { profileOf, problemsOf, serves, whoAndWhen } from '#client/shared/profile/model';
import type { ProfileQuestionnaire } from '#client/shared/profile/port';
import { conflictText, refreshSlots, slotsOf } from '#client/shared/profile/sectionSlots';

const base: ProfileQuestionnaire = {
  id: '7',
  revision: 3,
  contractorType: 'Employee',
  state: 'accepted',
  info: {
    lastname: 'Иванова',
    firstname: 'Анна',
    secondname: 'Петровна',
    woPatronymic: false,
    sex: 'female',
    dateBirth: '1999-04-12',
    phone: '79165550000',
    email: 'anna@mail.ru',
  },
};
const hr = { at: '2026-11-24T07:15:00.000Z', by: { userId: 'u2', role: 'HR', name: 'Кадрова Елена' } };

describe('the shared profile form: what it starts from', () => {
  it('fills unsaved sections from what the questionnaire knows, birth date as ДД.ММ.ГГГГ', () => {
    const p = profileOf(base);
    expect(p.personal.lastname).toBe('Иванова');
    expect(p.personal.dateBirth).toBe('12.04.1999');
    expect(p.addresses.notsend).toBe(true);
    expect(serves(p)).toBe(false);
  });

  it('the shared rules judge the drafts; the self-employed need no SNILS or work book', () => {
    const employee = problemsOf(profileOf(base), base, undefined).map((x) => x.path);
    expect(employee).toContain('personal.snils');
    expect(employee).toContain('personal.hasEmploymentHistory');
    const selfEmployed = { ...base, contractorType: 'Entrepreneur' as const };
    const paths = problemsOf(profileOf(selfEmployed), selfEmployed, undefined).map((x) => x.path);
    expect(paths).not.toContain('personal.snils');
    expect(paths).not.toContain('personal.hasEmploymentHistory');
    expect(paths).not.toContain('scans.snils');
  });

  it("without the server's product name a foreign citizenship is left to the server", () => {
    const p = profileOf(base);
    const foreign = { ...p, personal: { ...p.personal, citizenship: 'Other' } };
    expect(problemsOf(foreign, base, undefined).some((x) => x.path === 'personal.citizenship')).toBe(false);
    const judged = problemsOf(foreign, base, { productName: 'Retail', corporateEmailDomain: 'company.ru' });
    expect(judged.find((x) => x.path === 'personal.citizenship')?.message).toContain('RetailJob');
  });
});

describe('the shared profile form: a newer questionnaire', () => {
  const saved = (aboutYourself: string, revision: number, by = hr): ProfileQuestionnaire => {
    const p = profileOf(base);
    return {
      ...base,
      revision,
      profile: { personal: { ...p.personal, aboutYourself } },
      lastChange: { kind: 'profile', section: 'personal', ...by },
    };
  };

  it('an untouched section takes the new values and revision', () => {
    const next = refreshSlots(slotsOf(base), saved('Работала продавцом', 5));
    expect(next.personal.draft.aboutYourself).toBe('Работала продавцом');
    expect(next.personal.revision).toBe(5);
    expect(next.personal.changedElsewhere).toBeNull();
    // Other sections did not change: only their revision moves on.
    expect(next.passport.revision).toBe(5);
  });

  it('a section with edits keeps the draft and its revision, and says who changed it', () => {
    const held = slotsOf(base);
    const edited = {
      ...held,
      personal: { ...held.personal, draft: { ...held.personal.draft, aboutYourself: 'Черновик' } },
    };
    const next = refreshSlots(edited, saved('Работала кассиром', 6));
    expect(next.personal.draft.aboutYourself).toBe('Черновик');
    expect(next.personal.revision).toBe(3);
    expect(next.personal.changedElsewhere).toContain('Раздел изменён другим пользователем');
    expect(next.personal.changedElsewhere).toContain('Кадрова Елена (HR-специалист)');
  });

  it("a section whose own save is on its way back is left to that save's answer", () => {
    const held = slotsOf(base);
    const busy = {
      ...held,
      personal: { ...held.personal, busy: true, draft: { ...held.personal.draft, aboutYourself: 'Моё' } },
    };
    const next = refreshSlots(busy, saved('Моё', 4));
    expect(next.personal.changedElsewhere).toBeNull();
    expect(next.personal.draft.aboutYourself).toBe('Моё');
  });

  it('who and when; a refused save keeps the draft (the server text without "Данные на экране обновлены")', () => {
    expect(whoAndWhen(hr)).toBe('Кадрова Елена (HR-специалист), 24.11.2026 10:15 (МСК)');
    const text = conflictText(
      'Анкету уже изменил(а) раздел «Личные данные» Кадрова Елена (HR-специалист) 24.11.2026 10:15 (МСК). Данные на экране обновлены.',
    );
    expect(text).not.toContain('Данные на экране обновлены');
    expect(text).toContain('(МСК). Ваши изменения сохранены в форме');
  });
});
