/**
 * The storage access-case table: actor x file path x operation -> allow or deny, one group per kind of path of
 * services/files/storage-paths.ts. It runs against the local file store's policy always
 * (local-storage-policy.test.ts) and against storage.rules wherever a Storage emulator runs (storage-rules.test.ts;
 * none on this project's machines). storage-paths.test.ts checks every case names a path of exactly one `match`.
 *
 * Base seed: company-a (verified) with its founder as owner and recruiter-a on its team, company-b (verified) with
 * its founder; talent-a open to offers, talent-b not, and talent-b applied to company-a's job-a. An upload case is
 * reserved (in its actor's `uploadQuotas` document) unless it says `reserved: false`.
 */
import type { DocumentData } from '../../services/backend/types';
import { ACTORS, BASE_SEED, type Actor } from './cases';

export type StorageOp =
  | { type: 'upload'; path: string; contentType: string; size: number }
  | { type: 'download'; path: string }
  | { type: 'delete'; path: string };

export interface StorageCase {
  name: string;
  actor: Actor;
  op: StorageOp;
  expect: 'allow' | 'deny';
  /** Documents the policy consults beyond the base seed (null removes a base document). */
  seed?: Record<string, DocumentData | null>;
  /** False: the upload was never reserved (the quota's reservation is missing). */
  reserved?: false;
}

const at = new Date('2026-01-02T00:00:00Z');
const MB = 1024 * 1024;
const member = (uid: string, companyId: string, role: string) => ({ uid, companyId, role, name: uid, joinedAt: at });
const card = (uid: string, availability: boolean) => ({ id: uid, name: `Student ${uid}`, availability, updatedAt: at });

const STORAGE_SEED: Record<string, DocumentData> = {
  'companyMembers/company-a': member('company-a', 'company-a', 'owner'),
  'companyMembers/company-b': member('company-b', 'company-b', 'owner'),
  'companyMembers/recruiter-a': member('recruiter-a', 'company-a', 'recruiter'),
  'talentCards/talent-a': card('talent-a', true),
  'talentCards/talent-b': card('talent-b', false),
  'applications/job-a_talent-b': { jobId: 'job-a', talentId: 'talent-b', companyId: 'company-a', stage: 'applied' },
};

/** Every document of a case: the base seed, the files' seed, its reservation and its own documents. */
export function storageSeed(c: StorageCase): Record<string, DocumentData | null> {
  const uid = c.actor === 'anonymous' ? null : ACTORS[c.actor].uid;
  const reservation =
    uid && c.op.type === 'upload' && c.reserved !== false
      ? { [`uploadQuotas/${uid}`]: { paths: [c.op.path], reservedAt: [at] } }
      : {};
  return { ...BASE_SEED, ...STORAGE_SEED, ...reservation, ...c.seed };
}

// Hostile situations, each a change to the base seed.
const removedFounder = {
  'companyMembers/company-a': member('company-a', 'company-a', 'removed'),
  'companyMembers/recruiter-a': member('recruiter-a', 'company-a', 'owner'),
};
const removedRecruiter = { 'companyMembers/recruiter-a': null };
const companyA = BASE_SEED['companies/company-a'];
const suspendedA = { 'companies/company-a': { ...companyA, suspended: true } };
const pendingA = { 'companies/company-a': { ...companyA, verification: 'pending' } };
const declinedB = { 'companies/company-b': { ...BASE_SEED['companies/company-b'], verification: 'declined' } };
const suspendedTalentA = { 'students/talent-a': { ...BASE_SEED['students/talent-a'], suspended: true } };
const deleting = (uid: string) => ({ [`deletedAccounts/${uid}`]: { deletedAt: at } });

const up = (path: string, contentType = 'image/png', size = 1000): StorageOp => ({
  type: 'upload',
  path,
  contentType,
  size,
});
const pdf = (path: string, size = 2 * MB) => up(path, 'application/pdf', size);
const get = (path: string): StorageOp => ({ type: 'download', path });
const del = (path: string): StorageOp => ({ type: 'delete', path });
type Extra = Pick<StorageCase, 'seed' | 'reserved'>;
const allow = (name: string, actor: Actor, op: StorageOp, extra: Extra = {}): StorageCase => ({
  name,
  actor,
  op,
  expect: 'allow',
  ...extra,
});
const deny = (name: string, actor: Actor, op: StorageOp, extra: Extra = {}): StorageCase => ({
  name,
  actor,
  op,
  expect: 'deny',
  ...extra,
});

const cvA = 'talents/talent-a/profile/1-cv.pdf';
const photoA = 'talents/talent-a/profile/2-me.png';
const cvB = 'talents/talent-b/profile/1-cv.pdf';

const TALENT_PROFILE_CASES: StorageCase[] = [
  allow('a talent reads its own CV', 'talentA', get(cvA)),
  allow('an administrator reads a talent CV', 'admin', get(cvA)),
  allow('a verified company reads the CV of a talent open to offers', 'companyA', get(cvA)),
  allow('a recruiter of a verified company reads it too', 'recruiterA', get(cvA)),
  allow('another verified company may discover the talent, so reads it too', 'companyB', get(cvA)),
  allow('a talent not open to offers reads its own CV', 'talentB', get(cvB)),
  deny('a verified company cannot read the CV of a talent not open to offers', 'companyA', get(cvB)),
  deny('anonymous cannot read a talent CV by path', 'anonymous', get(cvA)),
  deny('another talent cannot read a talent CV', 'talentB', get(cvA)),
  deny('a pending company cannot read a talent CV', 'recruiterA', get(cvA), { seed: pendingA }),
  deny('a declined company cannot read a talent CV', 'companyB', get(cvA), { seed: declinedB }),
  deny('a member of a suspended company cannot read a talent CV', 'recruiterA', get(cvA), { seed: suspendedA }),
  deny('a founding account removed from its team cannot read a talent CV', 'companyA', get(cvA), {
    seed: removedFounder,
  }),
  deny('a removed recruiter cannot read a talent CV', 'recruiterA', get(cvA), { seed: removedRecruiter }),
  deny('an account with a company document but no membership reads no CV', 'unverifiedCompany', get(cvA), {
    seed: { 'companies/company-u': { id: 'company-u', name: 'U', verification: 'verified' } },
  }),
  allow('a talent uploads its photo', 'talentA', up(photoA, 'image/png', 200_000)),
  allow('a talent uploads its CV', 'talentA', pdf(cvA)),
  deny('anonymous cannot upload', 'anonymous', up(photoA)),
  deny('a talent cannot upload into another talent folder', 'talentB', up(photoA)),
  deny('a company cannot upload into a talent folder', 'companyA', up(photoA)),
  deny('a company account has no talent folder of its own', 'companyA', up('talents/company-a/profile/1-x.png')),
  deny('a suspended talent uploads nothing', 'talentA', up(photoA), { seed: suspendedTalentA }),
  deny('an account being deleted uploads nothing', 'talentA', up(photoA), { seed: deleting('talent-a') }),
  deny('an upload not reserved (over the quota) is refused', 'talentA', up(photoA), { reserved: false }),
  deny('an image over 5 MB is refused', 'talentA', up(photoA, 'image/png', 5 * MB + 1)),
  deny('a PDF over 10 MB is refused', 'talentA', pdf(cvA, 10 * MB + 1)),
  deny(
    'other content types are refused',
    'talentA',
    up('talents/talent-a/profile/1-run.exe', 'application/x-msdownload'),
  ),
  allow('a talent deletes its own file', 'talentA', del(cvA)),
  deny('another talent cannot delete it', 'talentB', del(cvA)),
  deny('an administrator does not delete it from a client', 'admin', del(cvA)),
];

const sentB = 'talents/talent-b/applications/job-a/1-cv.pdf';
const draftA = 'talents/talent-a/applications/job-a/1-cv.pdf';

const APPLICATION_CASES: StorageCase[] = [
  allow('a talent reads the CV it sent with an application', 'talentB', get(sentB)),
  allow("the job's company reads the CV sent with the application", 'companyA', get(sentB)),
  allow("a recruiter of the job's company reads it", 'recruiterA', get(sentB)),
  allow('an administrator reads it', 'admin', get(sentB)),
  deny('another verified company cannot read a CV sent to a company', 'companyB', get(sentB)),
  deny('another talent cannot read it', 'talentA', get(sentB)),
  deny('a removed recruiter cannot read it', 'recruiterA', get(sentB), { seed: removedRecruiter }),
  deny('a removed founding account cannot read it', 'companyA', get(sentB), { seed: removedFounder }),
  deny('a member of a suspended company cannot read it', 'recruiterA', get(sentB), { seed: suspendedA }),
  allow('a talent uploads a CV for a job it has not applied to yet', 'talentA', pdf(draftA)),
  deny('a CV already sent with an application cannot be replaced', 'talentB', pdf(sentB)),
  deny('an application takes a PDF only', 'talentA', up('talents/talent-a/applications/job-a/1-me.png')),
  deny('a talent cannot upload into another talent application folder', 'talentB', pdf(draftA)),
  allow('a talent deletes a CV it has not sent yet', 'talentA', del(draftA)),
  deny('a talent cannot delete a CV it sent', 'talentB', del(sentB)),
];

const logo = 'companies/company-a/1-logo.png';

const COMPANY_CASES: StorageCase[] = [
  allow('the founder reads its company logo by path', 'companyA', get(logo)),
  allow('a recruiter reads its company files', 'recruiterA', get(logo)),
  allow('an administrator reads a company file', 'admin', get(logo)),
  deny('another company cannot read a company file by path', 'companyB', get(logo)),
  deny('a talent reads a logo through its download URL, not by path', 'talentA', get(logo)),
  deny('a removed founding account cannot read its old company files', 'companyA', get(logo), { seed: removedFounder }),
  deny('a removed recruiter cannot read its old company files', 'recruiterA', get(logo), { seed: removedRecruiter }),
  deny('anonymous cannot read a company file', 'anonymous', get(logo)),
  // The company profile, its logo included, is its owner's to edit (companies/{id} in firestore.rules).
  deny('a recruiter cannot replace the company logo', 'recruiterA', up(logo)),
  allow('the founder uploads the company logo', 'companyA', up(logo)),
  allow('the owner it handed over to uploads the company logo', 'recruiterA', up(logo), { seed: removedFounder }),
  deny('another company cannot upload into a company folder', 'companyB', up(logo)),
  deny('a removed founding account cannot replace its old company logo', 'companyA', up(logo), {
    seed: removedFounder,
  }),
  deny('a removed recruiter cannot replace the logo', 'recruiterA', up(logo), { seed: removedRecruiter }),
  deny('the owner of a suspended company uploads nothing', 'companyA', up(logo), { seed: suspendedA }),
  deny('an owner being deleted uploads nothing', 'companyA', up(logo), { seed: deleting('company-a') }),
  deny('a company folder takes images only', 'companyA', pdf('companies/company-a/1-offer.pdf')),
  deny('a company upload not reserved is refused', 'companyA', up(logo), { reserved: false }),
  allow('the owner deletes a company file', 'companyA', del(logo)),
  deny('a recruiter cannot delete a company file', 'recruiterA', del(logo)),
  deny('a removed founding account cannot delete the company logo', 'companyA', del(logo), { seed: removedFounder }),
  deny('a talent cannot delete a company file', 'talentA', del(logo)),
];

const talk = 'conversations/company-a_talent-a';
const fromTalent = `${talk}/talent-a/1-portfolio.pdf`;
const fromCompany = `${talk}/company-a/1-offer.pdf`;

const CONVERSATION_CASES: StorageCase[] = [
  allow('the talent of a conversation reads an attachment the company sent', 'talentA', get(fromCompany)),
  allow("the company's founder reads an attachment of its conversation", 'companyA', get(fromCompany)),
  allow('a recruiter reads the attachments of its company conversations', 'recruiterA', get(fromTalent)),
  deny('another verified company cannot read an attachment sent privately to a company', 'companyB', get(fromTalent)),
  deny('another talent cannot read an attachment', 'talentB', get(fromCompany)),
  deny('an administrator who is not a party cannot read it', 'admin', get(fromCompany)),
  deny('a removed founding account cannot read its old conversations attachments', 'companyA', get(fromCompany), {
    seed: removedFounder,
  }),
  deny('a removed recruiter cannot read the attachments', 'recruiterA', get(fromTalent), { seed: removedRecruiter }),
  deny('anonymous cannot read an attachment', 'anonymous', get(fromCompany)),
  allow('a talent attaches a file in its own folder of the conversation', 'talentA', pdf(fromTalent)),
  allow("a recruiter attaches a file in its company's folder", 'recruiterA', pdf(fromCompany)),
  allow('the founder attaches a file in its company folder', 'companyA', up(`${talk}/company-a/2-map.png`)),
  allow(
    'an administrator attaches a file in its conversation',
    'admin',
    up('conversations/admin-1_talent-a/admin-1/1-x.png'),
  ),
  deny("a talent cannot write in the company's folder", 'talentA', pdf(fromCompany)),
  deny("a recruiter cannot write in the talent's folder", 'recruiterA', pdf(fromTalent)),
  deny('a company that is not a party cannot attach files', 'companyB', pdf(`${talk}/company-b/1-x.pdf`)),
  deny('a removed founding account cannot attach files', 'companyA', pdf(fromCompany), { seed: removedFounder }),
  deny('a removed recruiter cannot attach files', 'recruiterA', pdf(fromCompany), { seed: removedRecruiter }),
  deny('a member of a suspended company cannot attach files', 'recruiterA', pdf(fromCompany), { seed: suspendedA }),
  deny('a suspended talent cannot attach files', 'talentA', pdf(fromTalent), { seed: suspendedTalentA }),
  deny('a talent being deleted cannot attach files', 'talentA', pdf(fromTalent), { seed: deleting('talent-a') }),
  deny('an attachment not reserved is refused', 'talentA', pdf(fromTalent), { reserved: false }),
  deny(
    'no attachment is written outside a two-party conversation',
    'talentA',
    pdf('conversations/talent-a/talent-a/1-x.pdf'),
  ),
  // A conversation that exists, or one the party may start: never two talents, two companies, or a talent with an
  // administrator who did not start it.
  deny(
    'a talent cannot attach a file to a conversation with another talent',
    'talentA',
    pdf('conversations/talent-a_talent-b/talent-a/1-x.pdf'),
  ),
  deny(
    'a talent cannot attach a file to a conversation with an account that does not exist',
    'talentA',
    pdf('conversations/ghost-1_talent-a/talent-a/1-x.pdf'),
  ),
  deny(
    'a recruiter cannot attach a file to a conversation with another company',
    'recruiterA',
    pdf('conversations/company-a_company-b/company-a/1-x.pdf'),
  ),
  deny(
    'a talent cannot attach a file to a conversation with an administrator it does not have',
    'talentA',
    pdf('conversations/admin-1_talent-a/talent-a/1-x.pdf'),
  ),
  allow(
    'a talent attaches a file to the conversation an administrator started',
    'talentA',
    pdf('conversations/admin-1_talent-a/talent-a/1-x.pdf'),
    { seed: { 'conversations/admin-1_talent-a': { id: 'admin-1_talent-a', participants: ['admin-1', 'talent-a'] } } },
  ),
  deny('no client deletes an attachment (its message points at it)', 'talentA', del(fromTalent)),
];

const cover = 'events/event-1/1-cover.png';

const EVENT_CASES: StorageCase[] = [
  allow('a signed-in user reads an event cover', 'talentA', get(cover)),
  deny('anonymous cannot read an event cover by path', 'anonymous', get(cover)),
  allow('an administrator uploads an event cover', 'admin', up(cover)),
  deny('a company cannot upload an event cover', 'companyA', up(cover)),
  deny('a talent cannot upload an event cover', 'talentA', up(cover)),
  deny('an event cover is an image', 'admin', pdf('events/event-1/1-cover.pdf')),
  allow('an administrator deletes an event cover', 'admin', del(cover)),
  deny('a talent cannot delete an event cover', 'talentA', del(cover)),
];

const oldCv = 'uploadedFiles/talent-a/cv.pdf';
const oldLogo = 'uploadedFiles/company-a/logo.png';

const LEGACY_CASES: StorageCase[] = [
  allow('a talent reads its own file of the old folder', 'talentA', get(oldCv)),
  allow('an administrator reads a file of the old folder', 'admin', get(oldCv)),
  deny('a company no longer reads a talent old file by path', 'companyA', get(oldCv)),
  allow("a recruiter reads its company's old folder", 'recruiterA', get(oldLogo)),
  deny("a removed founding account cannot read its company's old folder", 'companyA', get(oldLogo), {
    seed: removedFounder,
  }),
  deny('another talent cannot read a file of the old folder', 'talentB', get(`uploadedFiles/talent-a/docs/cv.pdf`)),
  deny('nothing new is uploaded into the old folder', 'talentA', up('uploadedFiles/talent-a/new.png')),
  deny('no client deletes a file of the old folder', 'talentA', del(oldCv)),
];

const ownExport = 'exports/talent-a/data-1.zip';
const companyExport = 'exports/company-a/data-1.zip';

const EXPORT_CASES: StorageCase[] = [
  allow('a talent reads its own download of its data by path', 'talentA', get(ownExport)),
  deny("another talent cannot read a talent's download of its data", 'talentB', get(ownExport)),
  deny("a company cannot read a talent's download of its data", 'companyA', get(ownExport)),
  deny("an administrator cannot read a talent's download of its data", 'admin', get(ownExport)),
  deny('anonymous cannot read a download of data', 'anonymous', get(ownExport)),
  allow("a company's owner reads the company's download by path", 'companyA', get(companyExport)),
  deny("a recruiter of the company cannot read its owner's download", 'recruiterA', get(companyExport)),
  deny('nobody uploads a download of data, its owner included', 'talentA', up(ownExport, 'application/pdf')),
  deny('nobody deletes a download of data from a client', 'talentA', del(ownExport)),
  deny("another talent cannot delete a talent's download", 'talentB', del(ownExport)),
];

const OTHER_CASES: StorageCase[] = [
  deny('nothing is stored outside the known folders', 'talentA', up('other/talent-a/avatar.png')),
  deny('a talent file sits in its profile or application folder', 'talentA', up('talents/talent-a/avatar.png')),
  deny('nothing is read outside the known folders', 'admin', get('talents/talent-a/cv.pdf')),
];

export const STORAGE_CASES: StorageCase[] = [
  ...TALENT_PROFILE_CASES,
  ...APPLICATION_CASES,
  ...COMPANY_CASES,
  ...CONVERSATION_CASES,
  ...EVENT_CASES,
  ...LEGACY_CASES,
  ...EXPORT_CASES,
  ...OTHER_CASES,
];

// An administrator's access to files needs a session signed in with a second factor, as its documents' does; a
// conversation's attachment is its parties' whoever they are, an administrator included.
const PARTY_OF_ITS_OWN = 'an administrator attaches a file in its conversation';
STORAGE_CASES.push(
  ...STORAGE_CASES.filter((c) => c.actor === 'admin' && c.expect === 'allow' && c.name !== PARTY_OF_ITS_OWN).map(
    (c): StorageCase => ({
      ...c,
      name: `${c.name}, signed in with a password alone`,
      actor: 'adminPasswordOnly',
      expect: 'deny',
    }),
  ),
);
