/**
 * The access cases of the devices an account is signed in on, part of the shared table (cases.ts spreads them in):
 * an account reads and lists its own devices only, and no client writes one (not its own last-active time, not
 * another's, not an ended session brought back): the trusted device operations are the only writers.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const at = new Date('2026-01-01T00:00:00Z');
const device = (uid: string, extra: DocumentData = {}): DocumentData => ({
  uid,
  device: 'dev-aaaaaaaaaaaaaaaa',
  browser: 'Chrome 131',
  os: 'Windows',
  place: null,
  signedInAt: at,
  lastActive: at,
  ...extra,
});
const own = 'devices/talent-a_dev-aaaaaaaaaaaaaaaa';
const companys = 'devices/company-a_dev-aaaaaaaaaaaaaaaa';
const seeded = { [own]: device('talent-a'), [companys]: device('company-a') };
const listOf = (uid: string) => ({
  collection: 'devices',
  where: [{ field: 'uid', op: '==' as const, value: uid }],
  orderBy: [{ field: 'lastActive', direction: 'desc' as const }],
  limit: 20,
});

export const DEVICE_CASES: AccessCase[] = [
  {
    name: 'devices: a talent reads its own device',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'allow',
  },
  {
    name: 'devices: a company member reads its own device',
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: companys },
    expect: 'allow',
  },
  {
    name: "devices: a talent cannot read another talent's device",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: "devices: a company cannot read a talent's device",
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: "devices: an admin cannot read a talent's device from a client",
    actor: 'admin',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'devices: anonymous cannot read a device',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path: own },
    expect: 'deny',
  },
  {
    name: 'devices: a talent lists its own devices, latest first',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'allow',
  },
  {
    name: "devices: a talent cannot list another account's devices",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'query', spec: listOf('talent-a') },
    expect: 'deny',
  },
  {
    name: 'devices: a query not pinned to the account is refused',
    actor: 'talentA',
    seed: seeded,
    op: {
      type: 'query',
      spec: { collection: 'devices', where: [{ field: 'os', op: '==', value: 'Windows' }], limit: 20 },
    },
    expect: 'deny',
  },
  {
    name: 'devices: a talent cannot record a device itself',
    actor: 'talentA',
    op: {
      type: 'create',
      path: own,
      data: device('talent-a', { signedInAt: serverTimestamp(), lastActive: serverTimestamp() }),
    },
    expect: 'deny',
  },
  {
    name: 'devices: a talent cannot move its own last-active time',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path: own, data: { lastActive: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: "devices: a talent cannot forge another account's last-active time",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'update', path: own, data: { lastActive: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: 'devices: a talent cannot bring back a device whose session was ended',
    actor: 'talentA',
    seed: { [own]: device('talent-a', { endedAt: at }) },
    op: { type: 'update', path: own, data: { endedAt: null } },
    expect: 'deny',
  },
  {
    name: "devices: a talent cannot end another account's device from a client",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'update', path: own, data: { endedAt: serverTimestamp() } },
    expect: 'deny',
  },
  {
    name: "devices: a talent cannot delete another account's device",
    actor: 'talentB',
    seed: seeded,
    op: { type: 'delete', path: own },
    expect: 'deny',
  },
  {
    name: 'devices: a talent cannot record a device in another account',
    actor: 'talentB',
    op: { type: 'create', path: 'devices/talent-b_dev-bbbbbbbbbbbbbbbb', data: device('talent-a') },
    expect: 'deny',
  },
];
