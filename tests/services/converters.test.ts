import { describe, expect, it } from 'vitest';
import type { DocSnapshot } from '@/services/backend/types';
import { adminFromSnapshot } from '@/services/converters/admin-converter';
import { applicationFromSnapshot } from '@/services/converters/application-converter';
import { jobFromSnapshot } from '@/services/converters/job-converter';
import { companyFromSnapshot, newCompanyDoc } from '@/services/converters/company-converter';
import { newTalentDoc, talentFromSnapshot } from '@/services/converters/talent-converter';
import { talentCardFromSnapshot } from '@/services/converters/talent-card-converter';
import { talentSchema } from '@/services/schemas/talent';
import { companySchema } from '@/services/schemas/company';

const snap = (path: string, data: Record<string, unknown> | undefined): DocSnapshot => ({
  id: path.split('/')[1],
  path,
  exists: data !== undefined,
  data,
});
const created = new Date('2026-03-01T10:00:00Z');

describe('student converter', () => {
  it('turns the Date timestamp into epoch ms and keeps the SPEC fields', () => {
    const talent = talentFromSnapshot(
      snap('students/u1', {
        id: 'u1',
        email: 'ada@example.com',
        name: 'Ada',
        availability: true,
        timestamp: created,
        new: true,
        role: 'Web Developer',
        skills: [{ skill: 'React', verified: true }, { skill: 'CSS' }],
      }),
    );
    expect(talent).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      availability: true,
      timestamp: created.getTime(),
      new: true,
      role: 'Web Developer',
      skills: [{ skill: 'React', verified: true }, { skill: 'CSS' }],
    });
    expect(talentSchema.safeParse(talent).success).toBe(true);
  });

  it('reads a malformed document without throwing: empty values, invalid parts dropped, id from the path', () => {
    const talent = talentFromSnapshot(
      snap('students/u2', {
        id: 'someone-else',
        name: 7,
        availability: 'yes',
        timestamp: 'not a date',
        role: null,
        skills: [{ skill: 'Go' }, 'Rust', { skill: '' }, { skill: 'SQL', verified: 'maybe', level: 3 }],
        profile: { gender: 'Unknown', location: 'Accra', hobby: 'chess' },
      }),
    );
    expect(talent).toEqual({
      id: 'u2',
      email: '',
      name: '',
      availability: false,
      timestamp: null,
      new: false,
      role: '',
      skills: [{ skill: 'Go' }, { skill: 'SQL' }],
      profile: { location: 'Accra', hobby: 'chess' },
    });
    expect(talentSchema.safeParse(talent).success).toBe(true);
  });

  it('accepts older timestamp encodings (epoch ms, ISO string, {seconds})', () => {
    const ms = created.getTime();
    for (const timestamp of [ms, created.toISOString(), { seconds: ms / 1000, nanoseconds: 0 }]) {
      expect(talentFromSnapshot(snap('students/u3', { timestamp })).timestamp).toBe(ms);
    }
  });

  it('keeps work and education entries of the right shape, with their five keys, on the student and its card', () => {
    const work = { organisation: 'Acme', title: 'Designer', start: '2022-03', end: 'present', description: '' };
    const school = { organisation: 'MIT', degree: 'MSc', start: '2018-09', end: '2020-07', description: 'Thesis' };
    const data = {
      workHistory: [
        work,
        { ...work, organisation: 'Globex', note: 'kept out' },
        { organisation: 'No title' },
        'Acme',
        null,
        { ...work, start: 2022 },
      ],
      education: [school, { ...school, degree: undefined }],
    };
    for (const read of [
      talentFromSnapshot(snap('students/u4', data)),
      talentCardFromSnapshot(snap('talentCards/u4', data)),
    ]) {
      expect(read.workHistory).toEqual([work, { ...work, organisation: 'Globex' }]);
      expect(read.education).toEqual([school]);
    }
    // A profile saved before entries existed reads without them.
    expect(talentFromSnapshot(snap('students/u5', { workHistory: 'none' }))).not.toHaveProperty('workHistory');
    expect(talentFromSnapshot(snap('students/u5', {}))).not.toHaveProperty('education');
  });

  it('builds the create payload with profile only when given', () => {
    const base = { id: 'u1', email: 'a@b.example', name: 'A', role: 'Accountant' };
    const doc = newTalentDoc(base);
    expect(Object.keys(doc).sort()).toEqual([
      'availability',
      'email',
      'id',
      'name',
      'nameTerms',
      'new',
      'role',
      'skills',
      'timestamp',
    ]);
    expect(doc).toMatchObject({
      availability: true,
      new: true,
      skills: [],
      timestamp: { __fieldValue: 'serverTimestamp' },
    });
    expect(newTalentDoc({ ...base, profile: { bio: 'Hi' } }).profile).toEqual({ bio: 'Hi' });
  });
});

describe('company converter', () => {
  it('normalises the legacy size and drops invalid profile fields', () => {
    const company = companyFromSnapshot(
      snap('companies/c1', {
        id: 'c1',
        email: 'hr@acme.example',
        name: 'Acme',
        timestamp: created,
        new: false,
        size: '1001 - 500',
        type: 'Bakery',
        industries: ['NFT', 'Farming'],
        website: 'https://acme.example',
        internalNote: 'not part of the entity',
      }),
    );
    // The account email is private (companyAccounts): a legacy document's is not read into the profile.
    expect(company).toEqual({
      id: 'c1',
      name: 'Acme',
      timestamp: created.getTime(),
      new: false,
      size: '1001 - 5000',
      website: 'https://acme.example',
    });
    expect(companySchema.safeParse(company).success).toBe(true);
  });

  it('builds the create payload with exactly id, name, its search terms, timestamp, new, verification (the email is private)', () => {
    expect(Object.keys(newCompanyDoc({ id: 'c1', name: 'A' })).sort()).toEqual([
      'id',
      'name',
      'nameTerms',
      'new',
      'timestamp',
      'verification',
    ]);
  });
});

describe('admin converter', () => {
  it('returns the document with its id, other fields only when they are strings', () => {
    expect(adminFromSnapshot(snap('admin/a1', { email: 'root@example.com', name: 5 }))).toEqual({
      id: 'a1',
      email: 'root@example.com',
    });
  });
});

describe('links read back from stored documents', () => {
  // Data written before the rules checked links (or by hand) must not put a javascript: or data: link on a screen.
  it('drops non-http(s) links and keeps http(s) and local ones', () => {
    const company = companyFromSnapshot(
      snap('companies/c1', {
        name: 'Acme',
        website: 'javascript:alert(1)',
        logo: '/api/local/files/x?token=t',
        socials: { linkedin: 'data:text/html,x' },
      }),
    );
    expect(company).not.toHaveProperty('website');
    expect(company).not.toHaveProperty('socials');
    expect(company.logo).toBe('/api/local/files/x?token=t');
    const talent = talentFromSnapshot(
      snap('students/u1', {
        name: 'Ada',
        profile: { cvUrl: 'data:application/pdf;base64,JVBERi0=', githubUrl: 'https://github.com/ada' },
      }),
    );
    expect(talent.profile).toEqual({ githubUrl: 'https://github.com/ada' });
    const application = applicationFromSnapshot(
      snap('applications/j1_u1', {
        jobId: 'j1',
        cvUrl: 'javascript:alert(1)',
        talentAvatar: 'https://cdn.example/a.png',
      }),
    );
    expect(application).not.toHaveProperty('cvUrl');
    expect(application.talentAvatar).toBe('https://cdn.example/a.png');
    expect(
      jobFromSnapshot(snap('jobs/j1', { title: 'Writer', companyLogo: 'javascript:alert(1)' })),
    ).not.toHaveProperty('companyLogo');
    expect(
      jobFromSnapshot(snap('jobs/j1', { title: 'Writer', companyLogo: 'https://cdn.example/l.png' })).companyLogo,
    ).toBe('https://cdn.example/l.png');
  });
});
