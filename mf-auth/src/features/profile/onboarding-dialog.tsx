// Onboarding (spec §2): shown while the person's firstLogin is null, as a short dialog of three
// steps on the profile page. Skipping or finishing both end it (PATCH { firstLogin: 'now' }):
// someone who skipped it once does not want to see it on every visit.
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { saveProfile } from './save-profile.ts';

export const ONBOARDING_STEPS = ['welcome', 'spots', 'profile'] as const;

export function OnboardingDialog({ name }: { name: string }) {
  const { t } = useAuthTranslation();
  const api = useApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el || el.open) return;
    // Modal where the browser can (focus stays inside, Escape cancels); open otherwise.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    heading.current?.focus();
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  if (dismissed) return null;

  const end = () => {
    setDismissed(true);
    dialog.current?.close?.();
    void saveProfile(api, { firstLogin: 'now' }).catch(() => {
      // not saved: the intro comes back next time, which is all that can go wrong
    });
  };

  const key = ONBOARDING_STEPS[step] ?? 'welcome';
  const last = step === ONBOARDING_STEPS.length - 1;
  return (
    <dialog
      ref={dialog}
      className="mv-auth-onboarding"
      aria-labelledby="onboarding-title"
      aria-describedby="onboarding-text"
      onCancel={(e) => {
        e.preventDefault();
        end();
      }}
    >
      <p className="mv-auth-onboarding__step">{t('onboarding.step', { n: step + 1, total: ONBOARDING_STEPS.length })}</p>
      <h2 id="onboarding-title" ref={heading} tabIndex={-1}>
        {t(`onboarding.${key}.title`, { name })}
      </h2>
      <p id="onboarding-text">{t(`onboarding.${key}.text`)}</p>
      <div className="mv-auth-onboarding__actions">
        {last ? null : (
          <button type="button" className="ms-button ms-button--white" onClick={end}>
            {t('onboarding.skip')}
          </button>
        )}
        {step > 0 ? (
          <button type="button" className="ms-button ms-button--white" onClick={() => setStep(step - 1)}>
            {t('onboarding.back')}
          </button>
        ) : null}
        {last ? (
          <button type="button" className="ms-button ms-button--bright" onClick={end}>
            {t('onboarding.finish')}
          </button>
        ) : (
          <button type="button" className="ms-button ms-button--bright" onClick={() => setStep(step + 1)}>
            {t('onboarding.next')}
          </button>
        )}
      </div>
    </dialog>
  );
}
