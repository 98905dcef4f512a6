import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipsInput } from '@/components/ui/chips-input';
import { useFocusTrap } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { JOB_SEEKER_CATEGORIES, type JobSeekerCategory } from '@/constants/enums';
import { useUpdateTalentProfile } from '@/components/talents/use-talent-profile';
import { LIMITS } from '@/services/schemas/limits';
import type { Talent } from '@/services/schemas/talent';
import styles from '@/components/ui/profile.module.css';
import { TalentFiles } from './talent-files';

const STEPS = ['Category', 'Skills', 'Availability', 'CV'] as const;

/** The four onboarding steps as a modal dialog; loaded only for a talent who has not finished or skipped them. */
export function OnboardingDialog({ talent }: { talent: Talent }) {
  const [step, setStep] = useState(0);
  const [role, setRole] = useState(talent.role);
  const [skills, setSkills] = useState(talent.skills.map((s) => s.skill));
  const [availability, setAvailability] = useState(talent.availability);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateTalentProfile(talent.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);

  useEffect(() => heading.current?.focus(), [step]);

  const write = (patch: Parameters<typeof save.mutate>[0], then: () => void) => {
    setFailure(null);
    save.mutate(patch, {
      onSuccess: then,
      onError: (error) => {
        setFailure(`Not saved: ${error.message}`);
        toast.error('Your answers were not saved.');
      },
    });
  };

  const next = () => {
    if (step < 2) return setStep(step + 1);
    if (step === 2) {
      const kept = skills.map((name) => talent.skills.find((s) => s.skill === name) ?? { skill: name });
      return write({ role: role as JobSeekerCategory, skills: kept, availability }, () => setStep(3));
    }
    write({ new: false }, () => toast.success('Welcome aboard! Your profile is set up.'));
  };

  return (
    <div className={styles.overlay}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby="onboarding-title" className={styles.dialog}>
        <p className={styles.steps}>
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </p>
        <h2 id="onboarding-title" ref={heading} tabIndex={-1} className={styles.cardTitle}>
          Set up your profile
        </h2>
        <div className={styles.form}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {step === 0 ? (
            <SelectField
              label="Job-seeker category"
              placeholder="Choose a category"
              options={JOB_SEEKER_CATEGORIES}
              value={role}
              onChange={(e) => setRole(e.target.value)}
            />
          ) : null}
          {step === 1 ? (
            <ChipsInput
              label="Skills"
              values={skills}
              onChange={setSkills}
              max={LIMITS.skillsMax}
              maxLength={LIMITS.skillMax}
              placeholder="e.g. React"
            />
          ) : null}
          {step === 2 ? (
            <label className={styles.checkbox}>
              <input type="checkbox" checked={availability} onChange={(e) => setAvailability(e.target.checked)} />
              Available for work
            </label>
          ) : null}
          {step === 3 ? <TalentFiles talent={talent} only="cv" /> : null}
          <div className={styles.formActions}>
            <Button variant="ghost" disabled={save.isPending} onClick={() => write({ new: false }, () => undefined)}>
              Skip for now
            </Button>
            {step > 0 ? (
              <Button variant="secondary" disabled={save.isPending} onClick={() => setStep(step - 1)}>
                Back
              </Button>
            ) : null}
            <Button disabled={save.isPending} onClick={next}>
              {step === STEPS.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
