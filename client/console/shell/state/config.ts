import { atom } from 'jotai';
import type { AccessConfig } from '#events/core/access';
import { fetchConfig } from '../endpoints';
import { appStore } from './store';

/** Server configuration the console needs for access rules; null until loaded. */
export const configAtom = atom<AccessConfig | null>(null);

/** GET /api/v1/config (public). Without it the settings area simply stays hidden. */
export async function loadConfig(): Promise<void> {
  try {
    const config = await fetchConfig();
    appStore.set(configAtom, { settingsUserIds: config.settingsUserIds ?? [] });
  } catch {
    appStore.set(configAtom, { settingsUserIds: [] });
  }
}
