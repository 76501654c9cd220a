// Which app store entry a phone belongs to, by its user agent: iPhones and iPads (which since
// iPadOS 13 call themselves a Mac, but one with a touch screen) go to the App Store, Android
// devices to Google Play; anything else has no store entry.
export type StoreKind = 'ios' | 'android';
export type AppLinks = Partial<Record<string, { ios?: string; android?: string }>>;

/** The page's APP_LINKS (config.appLinks: JSON); nothing when absent or unreadable. */
export function parseAppLinks(json: string | null): AppLinks {
  if (!json) return {};
  try {
    const parsed = JSON.parse(json) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as AppLinks) : {};
  } catch {
    return {};
  }
}

export function storeKindOf(userAgent: string, touchPoints = 0): StoreKind | null {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return null;
}

/** The platform's store entry for this device, or null (then the visitor goes home). */
export function storeLinkFor(links: AppLinks, platform: string, userAgent: string, touchPoints = 0): string | null {
  const kind = storeKindOf(userAgent, touchPoints);
  const link = kind ? links[platform]?.[kind] : undefined;
  return link && link.startsWith('https://') ? link : null;
}
