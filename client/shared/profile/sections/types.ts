import type { ProfileSection } from '#events/questionnaire/profile/events';
import type { Profile } from '#events/questionnaire/profile/types';
import type { ErrorOf } from '../fields';
import type { ProfileFormPort } from '../port';

/** What every section's fields get from the form. */
export interface SectionProps<K extends ProfileSection> {
  value: Profile[K];
  onChange: (next: Profile[K]) => void;
  errorOf: ErrorOf;
  /** The whole profile as drafted (cross-section choices: the sex for the military status). */
  profile: Profile;
  disabled: boolean;
  selfEmployed: boolean;
  audience: 'staff' | 'candidate';
  port: Pick<ProfileFormPort, 'suggest'>;
  /** The field at this path was chosen or left: its rule's message shows before any save. */
  onTouched?: (path: string) => void;
}

/** The field's test hook: `profile-{section}-{field}`. */
export const testIdOf = (section: ProfileSection, field: string) => `profile-${section}-${field}`;
