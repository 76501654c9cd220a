// The shapes of docs/accounts-api.md that the browser reads (spec §3: Session, Authentication
// response): the contract's types.
import type { User } from '@moveable/contract';

export type { AuthProvider, AuthResponse, PublicUser, SessionAnswer, SessionTokens, User } from '@moveable/contract';
export type Membership = User['memberships'][number];
