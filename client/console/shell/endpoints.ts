import type { PositionView, SavePositionsInput } from '#events/positions/events';
import type { AccessConfig } from '#events/core/access';
import type { TokenResponse } from './tokens';
import { apiCall } from './http';

/** Every backend call the console makes lives here, so the contract is visible in one file. */

export function login(credentials: { login: string; password: string }): Promise<TokenResponse> {
  return apiCall<TokenResponse>('/login', credentials, { auth: false });
}

export function ping(): Promise<unknown> {
  return apiCall('/ping', {});
}

/** Revokes the refresh token on the server; best effort, the client forgets the session anyway. */
export function logoutCall(refreshToken: string): Promise<unknown> {
  return apiCall('/logout', { refreshToken }, { timeoutMs: 3_000 });
}

/** Public: who may open the 'Настройки' area. */
export function fetchConfig(): Promise<AccessConfig> {
  return apiCall<AccessConfig>('/config', undefined, { method: 'GET', auth: false });
}

export interface RoleRow {
  id: string;
  title: string;
  description: string;
}

export function listRoles(): Promise<{ list: RoleRow[] }> {
  return apiCall('/list-roles', {});
}

export function listPositions(): Promise<{ list: PositionView[] }> {
  return apiCall('/list-positions', {});
}

export function savePositions(input: SavePositionsInput): Promise<{ list: PositionView[] }> {
  return apiCall('/save-positions', input);
}
