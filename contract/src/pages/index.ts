// The pages of spec §2 as both sides read them: the shell mounts their owners, the server
// answers their status, head and preloads, from the same table and the same matching.
export * from './route-table.ts';
export * from './match-path.ts';
export * from './resolve-route.ts';
export * from './deployed-owners.ts';
export * from './locale-redirect.ts';
export * from './head/index.ts';
