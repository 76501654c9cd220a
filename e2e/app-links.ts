// The apps' store entries the e2e server is configured with (APP_LINKS), for /appredirect's tests.
export const E2E_APP_LINKS = {
  bikeable: { ios: 'https://apps.apple.com/ch/app/bikeable/id1234567890', android: 'https://play.google.com/store/apps/details?id=ch.bikeable' },
} as const;
