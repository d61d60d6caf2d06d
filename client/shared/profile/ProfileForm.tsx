import { useEffect, useMemo, useState } from 'react';
import { isIdentityScan } from '#events/questionnaire/masking';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  PROFILE_SECTION_TITLES,
  PROFILE_SECTIONS,
  type ProfileSection,
} from '#events/questionnaire/profile/events';
import type { Profile } from '#events/questionnaire/profile/types';
import { DictionaryCache, DictionaryContext } from './dictionaries';
import { problemsOf, serves } from './model';
import type { ProfileBrand, ProfileFormPort, ProfileQuestionnaire, ScanKind } from './port';
import { SectionCard } from './SectionCard';
import { AddressesSection } from './sections/AddressesSection';
import { EducationSection } from './sections/EducationSection';
import { MartialSection } from './sections/MartialSection';
import { MilitarySection } from './sections/MilitarySection';
import { PassportSection } from './sections/PassportSection';
import { PersonalSection } from './sections/PersonalSection';
import { ScanKindBlock } from './sections/ScansSection';
import type { SectionProps } from './sections/types';
import { useSections } from './useSections';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export interface ProfileFormProps<Q extends ProfileQuestionnaire> {
  q: Q;
  port: ProfileFormPort<Q>;
  audience: 'staff' | 'candidate';
  onSaved: (entity: Q) => void;
  /**
   * The server's product name and corporate domain; without them the form asks the port, and until
   * it answers those two rules are the server's.
   */
  brand?: ProfileBrand;
  /**
   * Sections this viewer sees masked and may not save (identity numbers for unit and region
   * directors, events/questionnaire/masking.ts); their scans are not uploaded from here either.
   */
  lockedSections?: readonly ProfileSection[];
  /**
   * Sections not shown at all: a masked viewer edits the personal data's shared fields (name, phone,
   * e-mail…) in the card's own form instead of a locked 'Личные данные' (one form per viewer).
   */
  hiddenSections?: readonly ProfileSection[];
}

type Renderers = { [K in ProfileSection]: (props: SectionProps<K>) => React.ReactNode };
const RENDER: Renderers = {
  personal: PersonalSection,
  passport: PassportSection,
  addresses: AddressesSection,
  military: MilitarySection,
  martial: MartialSection,
  education: EducationSection,
};

/**
 * The applicant profile form (spec part 2, section 2), one for every audience: staff at
 * /protected/feedback/edit/{id}, the candidate by their link; a self-employed applicant's variant
 * from the questionnaire's contractor type. Each section is saved on its own at the revision it was
 * loaded at, judged first by the shared rules (events/questionnaire/profile/rules.ts); scans upload
 * at once.
 */
export function ProfileForm<Q extends ProfileQuestionnaire>({
  q,
  port,
  audience,
  onSaved,
  brand,
  lockedSections = [],
  hiddenSections = [],
}: ProfileFormProps<Q>) {
  const styles = useStyles();
  const dictionaries = useMemo(() => new DictionaryCache(port), [port]);
  const { slots, setDraft, save, takeServer } = useSections(q, port, onSaved);
  const profile: Profile = {
    personal: slots.personal.draft,
    passport: slots.passport.draft,
    addresses: slots.addresses.draft,
    military: slots.military.draft,
    martial: slots.martial.draft,
    education: slots.education.draft,
  };
  const loadedBrand = useLoadedBrand(port, brand);
  const problems = problemsOf(profile, q, brand ?? loadedBrand);
  // Fields chosen or left (citizenship, e-mail): their messages show before a save (issue 24).
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const onTouched = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const selfEmployed = q.contractorType === 'Entrepreneur';
  const disabled = q.editable === false;
  const anyTried = PROFILE_SECTIONS.some((s) => slots[s].tried);
  const inSection = (section: string, path: string) => path === section || path.startsWith(`${section}.`);

  const errorOf = (path: string): string | undefined => {
    const head = path.split('.')[0] ?? '';
    const section = PROFILE_SECTIONS.find((s) => s === head);
    if (!section) return anyTried ? problems.find((p) => p.path === path)?.message : undefined;
    const slot = slots[section];
    const own = slot.tried || touched.has(path) ? problems.find((p) => p.path === path)?.message : undefined;
    return own ?? slot.fieldErrors[path];
  };

  const visible = PROFILE_SECTIONS.filter((s) =>
    hiddenSections.includes(s) ? false : s === 'martial' || s === 'education' ? serves(profile) : true,
  );
  const scanKinds: ScanKind[] = ['passport', 'inn'];
  if (!selfEmployed) scanKinds.push('snils');
  if (serves(profile)) scanKinds.push('military', 'martial', 'education');

  const section = <K extends ProfileSection>(key: K) => {
    const slot = slots[key];
    const Render = RENDER[key] as (props: SectionProps<K>) => React.ReactNode;
    const locked = disabled || lockedSections.includes(key);
    return (
      <SectionCard
        key={key}
        title={PROFILE_SECTION_TITLES[key]}
        testId={`profile-${key}`}
        busy={slot.busy}
        notice={slot.notice}
        changedElsewhere={slot.changedElsewhere}
        onTakeServer={() => takeServer(key)}
        onSave={
          locked
            ? undefined
            : () =>
                void save(
                  key,
                  slot,
                  problems.some((p) => inSection(key, p.path)),
                )
        }
      >
        <Render
          value={slot.draft}
          onChange={(next) => setDraft(key, next)}
          errorOf={errorOf}
          profile={profile}
          disabled={locked || slot.busy}
          selfEmployed={selfEmployed}
          audience={audience}
          port={port}
          onTouched={onTouched}
        />
      </SectionCard>
    );
  };

  return (
    <DictionaryContext.Provider value={dictionaries}>
      <div className={styles.root} data-testid="profile-form">
        {visible.map((key) => section(key))}
        <SectionCard title="Сканы документов" testId="profile-scans">
          {scanKinds.map((kind) => (
            <ScanKindBlock
              key={kind}
              kind={kind}
              files={q.files?.[kind] ?? []}
              port={port}
              onUploaded={onSaved}
              error={errorOf(`scans.${kind}`)}
              disabled={disabled || (lockedSections.length > 0 && isIdentityScan(kind))}
              sealed={lockedSections.length > 0 && isIdentityScan(kind)}
            />
          ))}
        </SectionCard>
      </div>
    </DictionaryContext.Provider>
  );
}

/** The port's brand (GET /config) when none was given; undefined until it answers. */
function useLoadedBrand(port: Pick<ProfileFormPort, 'brand'>, given: ProfileBrand | undefined) {
  const [loaded, setLoaded] = useState<ProfileBrand | undefined>(undefined);
  useEffect(() => {
    if (given || !port.brand) return;
    let live = true;
    port.brand().then(
      (brand) => live && setLoaded(brand),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [port, given]);
  return loaded;
}
