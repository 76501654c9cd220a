// The write side's shapes (docs/spots-write-api.md): POST /api/spots takes all of SpotInput,
// PATCH /api/spots/:id any part but photoIds.
export type { AddressBody as AddressInput, SpotInputBody as SpotInput } from '@moveable/contract';

export type { SpotViewer } from '@moveable/shared';
