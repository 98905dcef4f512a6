/**
 * Link fields accept `http:` and `https:` only (a file link may also be a path on this site, as the local
 * backend's download URLs are): a `javascript:` website or a `data:` CV would otherwise become a link or an image
 * on another user's screen. Part of the shared table (cases.ts spreads them in), so firestore.rules and the local
 * policy answer them alike. Helpers are local or from job-cases.ts: cases.ts imports this file, so values imported
 * back from it would not exist yet.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';
import { applyBatch, job, newApplication, newJob } from './job-cases';

/** Links no write may store, with what each tries. */
const HOSTILE: [string, string][] = [
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['JavaScript: in mixed case', 'JavaScript:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
];
const LOCAL_FILE = '/api/local/files/uploadedFiles/talent-a/cv.pdf?token=t';
const STORAGE_FILE =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/uploadedFiles%2Fx%2Fcv.pdf?alt=media&token=t';
// An application copies its CV and photo from the talent's profile.
const withFiles = {
  id: 'talent-a',
  email: 'talent-a@access.test',
  name: 'Student talent-a',
  availability: true,
  timestamp: new Date('2026-01-01T00:00:00Z'),
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  profile: { cvUrl: LOCAL_FILE, avatarUrl: STORAGE_FILE },
};

/** talent-a's sign-up document, as createTalent writes it, with this profile. */
const signUp = (profile: DocumentData): DocumentData => ({
  id: 'talent-a',
  email: 'talent-a@access.test',
  name: 'Student talent-a',
  availability: true,
  timestamp: serverTimestamp(),
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
  profile,
});

const companyUpdate = (data: DocumentData, name: string, expect: AccessCase['expect']): AccessCase => ({
  name,
  actor: 'companyA',
  op: { type: 'update', path: 'companies/company-a', data },
  expect,
});
const profileUpdate = (profile: DocumentData, name: string, expect: AccessCase['expect']): AccessCase => ({
  name,
  actor: 'talentA',
  op: { type: 'update', path: 'students/talent-a', data: { profile } },
  expect,
});

export const LINK_CASES: AccessCase[] = [
  // companies: website and socials are web pages, the logo a file
  companyUpdate(
    { website: 'https://acme.example', logo: LOCAL_FILE, socials: { linkedin: 'http://linkedin.example/acme' } },
    'company stores http(s) links and a local logo',
    'allow',
  ),
  companyUpdate({ logo: STORAGE_FILE }, 'company stores a Cloud Storage logo URL', 'allow'),
  ...HOSTILE.map(([what, url]) => companyUpdate({ website: url }, `company cannot store a ${what} website`, 'deny')),
  companyUpdate({ website: '/about' }, 'company cannot store a website that is a path on this site', 'deny'),
  companyUpdate({ logo: 'javascript:alert(1)' }, 'company cannot store a javascript: logo', 'deny'),
  companyUpdate({ logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 'company cannot store a data: logo', 'deny'),
  companyUpdate(
    { socials: { twitter: 'javascript:alert(1)' } },
    'company cannot store a javascript: social link',
    'deny',
  ),

  // students: the profile's photo and CV are files, portfolio, LinkedIn and GitHub web pages
  profileUpdate(
    {
      avatarUrl: LOCAL_FILE,
      cvUrl: STORAGE_FILE,
      portfolioUrl: 'https://ada.example',
      githubUrl: 'https://github.com/ada',
    },
    'talent stores http(s) and local links in its profile',
    'allow',
  ),
  ...HOSTILE.map(([what, url]) => profileUpdate({ cvUrl: url }, `talent cannot store a ${what} CV URL`, 'deny')),
  profileUpdate({ avatarUrl: 'javascript:alert(1)' }, 'talent cannot store a javascript: photo URL', 'deny'),
  profileUpdate({ portfolioUrl: 'data:text/html,hi' }, 'talent cannot store a data: portfolio', 'deny'),
  profileUpdate({ linkedinUrl: 'javascript:alert(1)' }, 'talent cannot store a javascript: LinkedIn link', 'deny'),
  profileUpdate({ githubUrl: '/x' }, 'talent cannot store a GitHub link that is a path on this site', 'deny'),
  {
    name: 'talent signs up with an https portfolio',
    actor: 'talentA',
    seed: { 'students/talent-a': null },
    op: { type: 'create', path: 'students/talent-a', data: signUp({ portfolioUrl: 'https://ada.example' }) },
    expect: 'allow',
  },
  {
    name: 'talent cannot sign up with a data: CV URL',
    actor: 'talentA',
    seed: { 'students/talent-a': null },
    op: { type: 'create', path: 'students/talent-a', data: signUp({ cvUrl: 'data:application/pdf;base64,JVBERi0=' }) },
    expect: 'deny',
  },

  // jobs carry the company's logo; applications the talent's photo and CV
  {
    name: 'company posts a job with an https logo',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyLogo: STORAGE_FILE }) },
    expect: 'allow',
  },
  {
    name: 'company cannot post a job with a javascript: logo',
    actor: 'companyA',
    op: { type: 'create', path: 'jobs/job-2', data: newJob('job-2', { companyLogo: 'javascript:alert(1)' }) },
    expect: 'deny',
  },
  {
    name: 'talent cannot apply from the browser, even with a local CV and photo',
    actor: 'talentA',
    seed: { ...job(), 'students/talent-a': withFiles },
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: LOCAL_FILE, talentAvatar: STORAGE_FILE })),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply with a data: CV URL',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { cvUrl: 'data:application/pdf;base64,JVBERi0=' })),
    expect: 'deny',
  },
  {
    name: 'talent cannot apply with a javascript: photo URL',
    actor: 'talentA',
    seed: job(),
    op: applyBatch('talent-a', newApplication('talent-a', { talentAvatar: 'javascript:alert(1)' })),
    expect: 'deny',
  },
];
