import { describe, expect, it } from 'vitest';
import { adminPathFor } from './admin-link.ts';

const zuerich = { organisation: { slug: 'zuerich', name: 'Stadt Zürich', platform: 'bikeable' as const }, role: 'admin' as const };

describe('adminPathFor', () => {
  it('leads moderators and administrators to the dashboard', () => {
    expect(adminPathFor({ role: 'admin', memberships: [] }, 'bikeable')).toBe('/admin');
    expect(adminPathFor({ role: 'moderator', memberships: [zuerich] }, 'bikeable')).toBe('/admin');
  });

  it("leads an organisation's admin to that organisation, on its own platform only", () => {
    expect(adminPathFor({ role: 'user', memberships: [zuerich] }, 'bikeable')).toBe('/admin/organization/bikeable/zuerich');
    expect(adminPathFor({ role: 'user', memberships: [zuerich] }, 'walkable')).toBeNull();
  });

  it('has no link for a plain member or a plain user', () => {
    expect(adminPathFor({ role: 'user', memberships: [{ ...zuerich, role: 'member' }] }, 'bikeable')).toBeNull();
    expect(adminPathFor({ role: 'user', memberships: [] }, 'bikeable')).toBeNull();
  });
});
