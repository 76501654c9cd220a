// The shapes of docs/accounts-api.md that the browser reads (spec §3: Session, Authentication
// response).

export interface Membership {
  organisation: { slug: string; name: string; platform?: string };
  role: 'member' | 'admin';
}

export interface User {
  id: number;
  username: string;
  /** null for an account from an external provider that gave no address. */
  email: string | null;
  /** null: the person has not finished onboarding yet (spec §2). */
  firstLogin: string | null;
  locale: string;
  country: string;
  avatarUrl: string | null;
  bio: string;
  emailNotifications: boolean;
  role: 'user' | 'moderator' | 'admin';
  memberships: Membership[];
  createdAt: string;
}

export interface PublicUser {
  username: string;
  avatarUrl: string | null;
  bio: string;
  createdAt: string;
  spotCount: number;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** GET /api/_auth/session: `{ user, jwt }` when signed in, `{}` when not. */
export interface SessionAnswer {
  user?: User;
  jwt?: Partial<SessionTokens>;
}

/** The CMS-style answer of POST /api/auth/login, /refresh and /users/invite/accept. */
export interface AuthResponse {
  data?: { access_token?: string; refresh_token?: string; expires?: number };
}

export interface AuthProvider {
  id: string;
  name: string;
}
