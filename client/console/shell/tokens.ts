/** What the login and refresh calls answer (shared by the HTTP wrapper and the session state). */
export interface PermissionItem {
  permission: { permission: string };
}

/** What the login and refresh calls return. */
export interface TokenResponse {
  token: string;
  refreshToken: string;
  expiresIn: number | string;
  permissions?: PermissionItem[];
}
