/**
 * Talent-side trust cases, part of the shared table (cases.ts spreads them in): a suspended talent writes nothing
 * even with a token that is still valid; no application is written from the browser, however well it copies the
 * profile (the trusted application-apply writes it from the profile: tests/backend/application-steps.test.ts); the
 * profile and the job keywords take only known
 * keys of bounded size; the contract suite's scratch collection is not part of the deployed access.
 * Helpers are local: cases.ts imports this file, so importing values back from it would run before they exist.
 */
import { serverTimestamp, type DocumentData, type WriteOp } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { applyBatch, newApplication, newJob, seedApplication, seedJob } from './job-cases';

const created = new Date('2026-01-01T00:00:00Z');

const talentDoc = (uid: string, extra: DocumentData = {}): DocumentData => ({
  id: uid,
  email: `${uid}@access.test`,
  name: `Student ${uid}`,
  availability: true,
  timestamp: created,
  new: false,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  ...extra,
});

/** The card as the services derive it: the student minus the private keys, stamped now. */
const cardOf = (talent: DocumentData): DocumentData => {
  const card: DocumentData = { ...talent, updatedAt: serverTimestamp() };
  for (const key of ['email', 'optedOutOfEmail', 'new', 'timestamp', 'suspended', 'suspendedReason', 'suspendedAt'])
    delete card[key];
  if (card.profile && typeof card.profile === 'object') {
    const profile = { ...(card.profile as DocumentData) };
    delete profile.phone;
    card.profile = profile;
  }
  return card;
};

/** A profile edit as updateTalent commits it: the patch on the student, the whole card rewritten. */
const edit = (
  uid: string,
  patch: DocumentData,
  stored: DocumentData = talentDoc(uid),
): { type: 'batch'; ops: WriteOp[] } => ({
  type: 'batch',
  ops: [
    { type: 'update', path: `students/${uid}`, data: patch },
    { type: 'set', path: `talentCards/${uid}`, data: cardOf({ ...stored, ...patch }) },
  ],
});

const suspendedA = talentDoc('talent-a', { suspended: true, suspendedReason: 'Spam', suspendedAt: created });
const suspended = { 'students/talent-a': suspendedA };
const job = { 'jobs/job-1': seedJob() };

// What the talent's own profile says (files it stored before paths named their owner), and files uploaded for this
// application (job-1), for another job, and by another talent.
const ownFiles = {
  avatarUrl: '/api/local/files/uploadedFiles/talent-a/1-me.png?token=t1',
  cvUrl: '/api/local/files/uploadedFiles/talent-a/2-cv.pdf?token=t2',
  phone: '+234 800 000 0000',
};
const withProfile = { 'students/talent-a': talentDoc('talent-a', { profile: ownFiles }), ...job };
const otherCv = '/api/local/files/uploadedFiles/talent-b/9-cv.pdf?token=t9';
const ownUploadLocal = '/api/local/files/talents/talent-a/applications/job-1/3-for-this-job.pdf?token=t3';
const ownUploadFirebase =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/talents%2Ftalent-a%2Fapplications%2Fjob-1%2F3-for-this-job.pdf?alt=media&token=t3';

const unverified = { 'students/talent-u': talentDoc('talent-u'), ...job };
const withoutEmail = (app: DocumentData) =>
  Object.fromEntries(Object.entries(app).filter(([key]) => key !== 'talentEmail'));

/** Every profile field the profile screen, the file uploads and the onboarding write, at their form limits. */
const fullProfile = {
  headline: 'h'.repeat(100),
  bio: 'b'.repeat(2000),
  location: 'Lagos',
  phone: '+'.padEnd(30, '1'),
  gender: 'Female',
  educationStatus: 'Student',
  school: 'University of Lagos',
  degree: "Bachelor's degree",
  experience: '1 - 3 years',
  portfolioUrl: 'https://me.example',
  linkedinUrl: 'https://www.linkedin.com/in/me',
  githubUrl: 'https://github.com/me',
  avatarUrl: ownFiles.avatarUrl,
  avatarPath: 'uploadedFiles/talent-a/1-me.png',
  cvUrl: ownFiles.cvUrl,
  cvPath: 'uploadedFiles/talent-a/2-cv.pdf',
  cvName: 'cv.pdf',
};

let nested: DocumentData = { leaf: 'x' };
for (let depth = 0; depth < 18; depth++) nested = { inner: nested };

const app = 'applications/job-1_talent-a';
const withdrawal = {
  stage: 'withdrawn',
  history: [
    { stage: 'applied', at: created, by: 'talent-a' },
    { stage: 'withdrawn', at: new Date(), by: 'talent-a' },
  ],
  updatedAt: serverTimestamp(),
};

export const TALENT_TRUST_CASES: AccessCase[] = [
  // a suspension holds at once, whatever token the talent still has
  {
    name: 'trust: a suspended talent cannot apply',
    actor: 'talentA',
    seed: { ...suspended, ...job },
    op: applyBatch('talent-a'),
    expect: 'deny',
  },
  {
    name: 'trust: a suspended talent cannot edit its profile',
    actor: 'talentA',
    seed: suspended,
    op: { type: 'update', path: 'students/talent-a', data: { name: 'Still Here' } },
    expect: 'deny',
  },
  {
    name: 'trust: a suspended talent cannot put its card back into discovery',
    actor: 'talentA',
    seed: { ...suspended, 'talentCards/talent-a': null },
    op: { type: 'create', path: 'talentCards/talent-a', data: cardOf(suspendedA) },
    expect: 'deny',
  },
  {
    name: 'trust: a suspended talent cannot withdraw an application',
    actor: 'talentA',
    seed: { ...suspended, 'jobs/job-1': seedJob({ applicantCount: 1 }), [app]: seedApplication('talent-a') },
    op: { type: 'update', path: app, data: withdrawal },
    expect: 'deny',
  },

  // an application copies the profile; it does not take the applicant's word
  {
    name: 'trust: talent cannot apply from the browser, even with its profile photo, phone and CV',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch(
      'talent-a',
      newApplication('talent-a', {
        talentAvatar: ownFiles.avatarUrl,
        talentPhone: ownFiles.phone,
        cvUrl: ownFiles.cvUrl,
      }),
    ),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot apply from the browser with a CV uploaded for this application (local URL)',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: ownUploadLocal })),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot apply from the browser with a CV uploaded for this application (Storage URL)',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: ownUploadFirebase })),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot apply under another name',
    actor: 'talentA',
    seed: job,
    op: applyBatch('talent-a', newApplication('talent-a', { talentName: 'A Famous Engineer' })),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot apply under another category',
    actor: 'talentA',
    seed: job,
    op: applyBatch('talent-a', newApplication('talent-a', { talentCategory: 'Data Scientist' })),
    expect: 'deny',
  },
  {
    name: "trust: talent cannot apply with another talent's CV",
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: otherCv })),
    expect: 'deny',
  },
  {
    name: "trust: talent cannot apply with another talent's CV as a Storage URL",
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch(
      'talent-a',
      newApplication('talent-a', { cvUrl: ownUploadFirebase.replace('talent-a', 'talent-b') }),
    ),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot send a CV uploaded for another job',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: ownUploadLocal.replace('/job-1/', '/job-2/') })),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot send a file of its old upload folder that is not its profile CV',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch(
      'talent-a',
      newApplication('talent-a', { cvUrl: '/api/local/files/uploadedFiles/talent-a/3-other.pdf?token=t3' }),
    ),
    expect: 'deny',
  },
  {
    name: "trust: talent cannot apply with another talent's photo",
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { talentAvatar: otherCv.replace('9-cv.pdf', '8-face.png') })),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot apply with a phone its profile does not have',
    actor: 'talentA',
    seed: withProfile,
    op: applyBatch('talent-a', newApplication('talent-a', { talentPhone: '+1 555 0100' })),
    expect: 'deny',
  },
  {
    name: 'trust: a talent with an unverified email cannot apply from the browser without an email contact',
    actor: 'unverifiedTalent',
    seed: unverified,
    op: applyBatch('talent-u', withoutEmail(newApplication('talent-u'))),
    expect: 'deny',
  },
  {
    name: 'trust: a talent with an unverified email cannot hand it to companies',
    actor: 'unverifiedTalent',
    seed: unverified,
    op: applyBatch('talent-u', newApplication('talent-u')),
    expect: 'deny',
  },

  // the profile: known keys only, each of its type and size, and so the card
  {
    name: 'trust: talent saves every profile field at its form limit',
    actor: 'talentA',
    op: edit('talent-a', { profile: fullProfile }),
    expect: 'allow',
  },
  {
    name: 'trust: talent cannot mark its profile verified',
    actor: 'talentA',
    op: edit('talent-a', { profile: { headline: 'Dev', verified: true } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot give its profile an admin role',
    actor: 'talentA',
    op: edit('talent-a', { profile: { role: 'admin' } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot award itself badges',
    actor: 'talentA',
    op: edit('talent-a', { profile: { badges: ['Top talent'] } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot sign up with unknown profile keys',
    actor: 'talentA',
    seed: { 'students/talent-a': null },
    op: {
      type: 'create',
      path: 'students/talent-a',
      data: { ...talentDoc('talent-a', { new: true, profile: { verified: true } }), timestamp: serverTimestamp() },
    },
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a bio over 2,000 characters',
    actor: 'talentA',
    op: edit('talent-a', { profile: { bio: 'b'.repeat(2001) } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a 100,000-character bio',
    actor: 'talentA',
    op: edit('talent-a', { profile: { bio: 'b'.repeat(100_000) } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a 100,000-character phone',
    actor: 'talentA',
    op: { type: 'update', path: 'students/talent-a', data: { profile: { phone: '1'.repeat(100_000) } } },
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a 10,000-item list in its profile',
    actor: 'talentA',
    op: edit('talent-a', { profile: { headline: Array.from({ length: 10_000 }, () => 'x') } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a map 19 deep in its profile',
    actor: 'talentA',
    op: edit('talent-a', { profile: { school: nested } }),
    expect: 'deny',
  },
  {
    name: 'trust: talent cannot store a number as its headline',
    actor: 'talentA',
    op: edit('talent-a', { profile: { headline: 42 } }),
    expect: 'deny',
  },
  {
    name: 'trust: a card does not copy a profile key outside the public list',
    actor: 'talentA',
    seed: { 'students/talent-a': talentDoc('talent-a', { profile: { headline: 'Dev', badges: ['Top talent'] } }) },
    op: {
      type: 'create',
      path: 'talentCards/talent-a',
      data: cardOf(talentDoc('talent-a', { profile: { headline: 'Dev', badges: ['Top talent'] } })),
    },
    expect: 'deny',
  },

  // job keywords: bounded in number and in size
  {
    name: 'trust: company posts a job with 60 keywords of 60 characters',
    actor: 'companyA',
    op: {
      type: 'create',
      path: 'jobs/job-2',
      data: newJob('job-2', {
        companyVerified: true,
        keywords: Array.from({ length: 60 }, (_, i) => `${i}`.padEnd(60, 'k')),
      }),
    },
    expect: 'allow',
  },
  {
    name: 'trust: company cannot post a job with a 15,000-character keyword',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { keywords: ['writer', 'k'.repeat(15_000)] }) },
    expect: 'deny',
  },
  {
    name: 'trust: company cannot edit its job keywords to an oversized one',
    actor: 'companyA',
    seed: job,
    op: {
      type: 'update',
      path: 'jobs/job-1',
      data: { keywords: ['writer', 'k'.repeat(61)], updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },

  // the contract suite's scratch collection is a test harness's, not the product's
  {
    name: 'trust: a signed-in user cannot write contract-test scratch documents',
    actor: 'talentA',
    op: { type: 'create', path: 'contract-tests/talent-a/items/x', data: { blob: 'x'.repeat(1000) } },
    expect: 'deny',
  },
  {
    name: 'trust: a signed-in user cannot read contract-test scratch documents',
    actor: 'talentA',
    op: { type: 'get', path: 'contract-tests/talent-a/items/x' },
    expect: 'deny',
  },
];
