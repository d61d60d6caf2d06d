import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_SECTIONS, type ProfileSection } from '../../../events/questionnaire/profile/events';
import type { Profile } from '../../../events/questionnaire/profile/types';
import { normalizedSection, profileOf, sameValue, whoAndWhen } from './model';
import { formErrorOf, type ProfileFormPort, type ProfileQuestionnaire } from './port';

export interface SectionNotice {
  intent: 'success' | 'error' | 'warning';
  title?: string;
  text: string;
}

/** One section of the form: what the server had when it was loaded, the user's draft, the save. */
export interface SectionSlot<K extends ProfileSection = ProfileSection> {
  /** The section as last loaded from the questionnaire. */
  base: Profile[K];
  /** The revision `base` was taken at: the save sends it. */
  revision: number;
  draft: Profile[K];
  tried: boolean;
  busy: boolean;
  notice: SectionNotice | null;
  /** The server's refusals of single fields, by profile path. */
  fieldErrors: Record<string, string>;
  /** Someone else saved this section while the user had edits here (the warning shown). */
  changedElsewhere: string | null;
  /** The user was told of the other save: the next save goes over it, at the newest revision. */
  overwrite: boolean;
}

type Slots = { [K in ProfileSection]: SectionSlot<K> };

const CHANGED = 'Раздел изменён другим пользователем';
const KEEP_DRAFT =
  'Ваши изменения сохранены в форме: нажмите «Сохранить раздел» ещё раз, чтобы записать их поверх, или «Взять новые данные».';

function slotsOf(q: ProfileQuestionnaire): Slots {
  const profile = profileOf(q);
  const slot = <K extends ProfileSection>(section: K): SectionSlot<K> => ({
    base: profile[section],
    revision: q.revision,
    draft: profile[section],
    tried: false,
    busy: false,
    notice: null,
    fieldErrors: {},
    changedElsewhere: null,
    overwrite: false,
  });
  return {
    personal: slot('personal'),
    passport: slot('passport'),
    addresses: slot('addresses'),
    military: slot('military'),
    martial: slot('martial'),
    education: slot('education'),
  };
}

const dirty = (slot: SectionSlot) => !sameValue(slot.base, slot.draft);

/** Who saved `section` last, when the questionnaire says so. */
function authorOf(q: ProfileQuestionnaire, section: ProfileSection): string | null {
  const change = q.lastChange;
  if (!change || change.kind !== 'profile' || change.section !== section) return null;
  return whoAndWhen(change);
}

/**
 * The sections' drafts, saved one by one at the revision each was loaded at. A newer questionnaire
 * (a live push, another section's save, an upload) refreshes every section without local edits; a
 * section with edits that someone else saved keeps the draft and says so.
 */
export function useSections<Q extends ProfileQuestionnaire>(
  q: Q,
  port: ProfileFormPort<Q>,
  onSaved: (entity: Q) => void,
) {
  const [slots, setSlots] = useState<Slots>(() => slotsOf(q));
  const latest = useRef(q);
  const seen = useRef(q.revision);

  useEffect(() => {
    latest.current = q;
    if (q.revision <= seen.current) return;
    seen.current = q.revision;
    const profile = profileOf(q);
    setSlots((held) => {
      const next = { ...held };
      for (const section of PROFILE_SECTIONS) {
        const slot: SectionSlot = held[section];
        const server = profile[section];
        if (sameValue(server, slot.base)) {
          Object.assign(next, { [section]: { ...slot, revision: Math.max(slot.revision, q.revision) } });
        } else if (!dirty(slot)) {
          Object.assign(next, {
            [section]: { ...slot, base: server, draft: server, revision: q.revision, changedElsewhere: null },
          });
        } else {
          const who = authorOf(q, section);
          Object.assign(next, {
            [section]: { ...slot, changedElsewhere: who ? `${CHANGED}: ${who}.` : `${CHANGED}.` },
          });
        }
      }
      return next;
    });
  }, [q]);

  const update = useCallback(
    <K extends ProfileSection>(section: K, change: (slot: SectionSlot<K>) => Partial<SectionSlot<K>>) =>
      setSlots((held) => ({ ...held, [section]: { ...held[section], ...change(held[section]) } })),
    [],
  );

  const setDraft = useCallback(
    <K extends ProfileSection>(section: K, draft: Profile[K]) =>
      update(section, () => ({ draft, fieldErrors: {} })),
    [update],
  );

  /** Drops the draft for what the questionnaire holds now. */
  const takeServer = useCallback(
    (section: ProfileSection) => {
      const server = profileOf(latest.current)[section];
      update(section, () => ({
        base: server,
        draft: server,
        revision: latest.current.revision,
        changedElsewhere: null,
        overwrite: false,
        notice: null,
        fieldErrors: {},
      }));
    },
    [update],
  );

  const save = useCallback(
    async <K extends ProfileSection>(section: K, slot: SectionSlot<K>, blocked: boolean) => {
      update(section, () => ({ tried: true }));
      if (blocked || slot.busy) return;
      const data = normalizedSection(section, slot.draft);
      const revision = slot.overwrite ? Math.max(slot.revision, latest.current.revision) : slot.revision;
      update(section, () => ({ busy: true, notice: null, fieldErrors: {} }));
      try {
        const entity = await port.saveSection(section, data, revision);
        const saved = profileOf(entity)[section];
        seen.current = Math.max(seen.current, entity.revision);
        latest.current = entity;
        update(section, () => ({
          base: saved,
          draft: saved,
          revision: entity.revision,
          busy: false,
          changedElsewhere: null,
          overwrite: false,
          notice: { intent: 'success', text: 'Раздел сохранён' },
        }));
        onSaved(entity);
      } catch (err) {
        const e = formErrorOf(err);
        if (e.status === 409) {
          update(section, () => ({
            busy: false,
            overwrite: true,
            changedElsewhere: null,
            notice: { intent: 'warning', title: CHANGED, text: `${e.message} ${KEEP_DRAFT}` },
          }));
        } else if (e.field && (e.field === section || e.field.startsWith(`${section}.`))) {
          const field = e.field;
          update(section, () => ({ busy: false, fieldErrors: { [field]: e.message } }));
        } else {
          update(section, () => ({ busy: false, notice: { intent: 'error', text: e.message } }));
        }
      }
    },
    [port, onSaved, update],
  );

  return { slots, setDraft, save, takeServer, dirty };
}
