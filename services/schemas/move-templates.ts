/**
 * The messages a company may start from when it moves applicants: one per kind of decision, kind words included, with
 * three fields each applicant's copy fills in on the server (applications-move): `{first name}`, `{job}` and
 * `{company}`. Nothing else is ever filled, so a template cannot reach into an application's other fields.
 */
import type { ApplicationStage } from './application-constants';

export const TEMPLATE_FIELDS = ['first name', 'job', 'company'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

interface MoveTemplate {
  name: string;
  text: string;
}

/** The templates offered for a move to each stage; rejection has its default from the start. */
export const MOVE_TEMPLATES: Partial<Record<ApplicationStage, MoveTemplate[]>> = {
  rejected: [
    {
      name: 'Kind rejection',
      text:
        'Dear {first name}, thank you for applying to {job} at {company} and for the time you gave it. We have ' +
        'decided to go forward with other applicants this time. This is not a judgement of your potential: we ' +
        'read your application with care, and we hope to see you apply again. We wish you every success.',
    },
  ],
  shortlisted: [
    {
      name: 'Shortlisted',
      text:
        'Hi {first name}, good news: you are on our shortlist for {job} at {company}. We will be in touch soon ' +
        'about the next step.',
    },
  ],
  interview: [
    {
      name: 'Interview invitation',
      text:
        'Hi {first name}, we would like to invite you to an interview for {job} at {company}. We will send you ' +
        'times to choose from here shortly.',
    },
  ],
};

/** The first word of a name, as a greeting uses it ("Ada" of "Ada Okafor"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Fills the allowed fields, whatever their case ("{First name}"); any other braces stay as written. */
export function fillTemplate(text: string, values: Record<TemplateField, string>): string {
  return text.replace(
    /\{(first name|job|company)\}/gi,
    (_, field: string) => values[field.toLowerCase() as TemplateField],
  );
}
