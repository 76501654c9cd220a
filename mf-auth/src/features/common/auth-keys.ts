// Query keys of mf-auth, all under one root so sign-in and sign-out can drop them at once.
export const authKeys = {
  all: ['auth'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  publicUser: (nameOrOldId: string) => [...authKeys.all, 'user', nameOrOldId] as const,
  /** A person's spots, page by page (GET /users/{nameOrOldId}/spots). */
  userSpots: (nameOrOldId: string) => [...authKeys.all, 'user', nameOrOldId, 'spots'] as const,
};
