/**
 * A job's place (services/schemas/place.ts): the location filter is one `array-contains` on the place keys, and the
 * keys a company writes name only the job's own place and remote countries.
 */
import type { AccessCase } from './cases';
import { editJob, postJob, seedJob } from './job-cases';

const path = 'jobs/job-1';
const lagos = {
  place: { country: 'NG', region: 'Lagos', city: 'Ikeja' },
  placeKeys: ['NG', 'NG/Lagos', 'NG/Lagos/Ikeja'],
};
const countries = (n: number) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)));

export const JOB_PLACE_CASES: AccessCase[] = [
  {
    name: 'talent lists active jobs in a place',
    actor: 'talentA',
    seed: { [path]: seedJob(lagos) },
    op: {
      type: 'query',
      spec: {
        collection: 'jobs',
        where: [
          { field: 'status', op: '==', value: 'active' },
          { field: 'placeKeys', op: 'array-contains', value: 'NG/Lagos' },
        ],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'company posts an onsite job with a place and no free-text location',
    actor: 'companyA',
    op: postJob({ workMode: 'Onsite', ...lagos }),
    expect: 'allow',
  },
  {
    name: 'company posts a job in a place open to remote countries',
    actor: 'companyA',
    op: postJob({
      workMode: 'Onsite or remote',
      place: { country: 'NG' },
      remoteCountries: ['GH', 'KE'],
      placeKeys: ['NG', 'GH', 'KE'],
    }),
    expect: 'allow',
  },
  {
    name: 'company cannot post a job found under a place it does not name',
    actor: 'companyA',
    op: postJob({ workMode: 'Onsite', place: { country: 'NG' }, placeKeys: ['NG', 'US'] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post an onsite job open to remote countries',
    actor: 'companyA',
    op: postJob({ workMode: 'Onsite', place: { country: 'NG' }, remoteCountries: ['GH'], placeKeys: ['NG', 'GH'] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job in a country that is not a code',
    actor: 'companyA',
    op: postJob({ workMode: 'Onsite', place: { country: 'Nigeria' }, placeKeys: ['Nigeria'] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job in a city without its region',
    actor: 'companyA',
    op: postJob({ workMode: 'Onsite', place: { country: 'NG', city: 'Ikeja' }, placeKeys: ['NG'] }),
    expect: 'deny',
  },
  {
    name: 'company cannot post a job open to more than 30 remote countries',
    actor: 'companyA',
    op: postJob({ remoteCountries: countries(31), placeKeys: countries(31) }),
    expect: 'deny',
  },
  {
    name: 'company moves its job to a place with the matching keys',
    actor: 'companyA',
    seed: { [path]: seedJob() },
    op: editJob({ workMode: 'Onsite', ...lagos }),
    expect: 'allow',
  },
  {
    name: 'company cannot add a place key alone',
    actor: 'companyA',
    seed: { [path]: seedJob(lagos) },
    op: editJob({ placeKeys: [...lagos.placeKeys, 'US'] }),
    expect: 'deny',
  },
];
