import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileSection } from '#events/questionnaire/profile/events';
import type { Profile } from '#events/questionnaire/profile/types';
import { normalizedSection, profileOf } from './model';
import { formErrorOf, type ProfileFormPort, type ProfileQuestionnaire } from './port';
import {
  CHANGED,
  conflictText,
  dirty,
  refreshSlots,
  slotsOf,
  type SectionSlot,
  type Slots,
} from './sectionSlots';

export type { SectionNotice, SectionSlot } from './sectionSlots';

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
    setSlots((held) => refreshSlots(held, q));
  }, [q]);

  const update = useCallback(
    <K extends ProfileSection>(section: K, change: (slot: SectionSlot<K>) => Partial<SectionSlot<K>>) =>
      setSlots((held) => ({ ...held, [section]: { ...held[section], ...change(held[section]) } })),
    [],
  );

  const setDraft = useCallback(
    <K extends ProfileSection>(section: K, draft: Profile[K]) =>
      // A new edit: the server's refusals of fields and a past 'Раздел сохранён' no longer apply.
      update(section, (slot) => ({
        draft,
        fieldErrors: {},
        notice: slot.notice?.intent === 'success' ? null : slot.notice,
      })),
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
        overwriteAt: null,
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
      const revision = slot.overwriteAt ?? slot.revision;
      update(section, () => ({ busy: true, notice: null, fieldErrors: {} }));
      try {
        const entity = await port.saveSection(section, data, revision);
        const saved = profileOf(entity)[section];
        latest.current = entity;
        update(section, () => ({
          base: saved,
          draft: saved,
          revision: entity.revision,
          busy: false,
          changedElsewhere: null,
          overwriteAt: null,
          notice: { intent: 'success', text: 'Раздел сохранён' },
        }));
        onSaved(entity);
      } catch (err) {
        const e = formErrorOf(err);
        if (e.status === 409) {
          update(section, () => ({
            busy: false,
            overwriteAt: Math.max(slot.revision, latest.current.revision, e.revision ?? 0),
            changedElsewhere: null,
            notice: { intent: 'warning', title: CHANGED, text: conflictText(e.message) },
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
