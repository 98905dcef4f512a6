import { describe, expect, it } from 'vitest';
import type { Admin } from '@/services/account/admins';
import type { Company } from '@/services/companies/companies';
import type { Talent } from '@/services/talents/talents';
import { adminLoggedOut, adminSignedIn, selectAdmin, selectAdminAuthenticated } from '@/store/admins-slice';
import { companyLoggedOut, companySignedIn, selectCompany, selectCompanyAuthenticated } from '@/store/companies-slice';
import {
  resourceCategorySelected,
  resourceFiltersCleared,
  resourceSaved,
  resourceUnsaved,
  savedResourcesRestored,
  selectSavedResources,
  resourceSearchChanged,
  selectResourceFilters,
} from '@/store/resources-slice';
import { ROLE_LOGGED_OUT, ROLE_SIGNED_IN } from '@/store/role-actions';
import { makeStore } from '@/store/store';
import { selectTalent, selectTalentAuthenticated, talentLoggedOut, talentSignedIn } from '@/store/talents-slice';
import { sessionUserOf } from '@/store/user-slice';

const talentDoc: Talent = {
  id: 's1',
  email: 'ada@example.com',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1_767_225_600_000,
  new: true,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
};
const companyDoc = {
  id: 'c1',
  email: 'hr@acme.test',
  name: 'Acme',
  timestamp: 1_767_225_600_000,
  new: true,
} as Company;
const adminDoc: Admin = { id: 'a1', email: 'admin@demo.test', name: 'Admin' };
// What the area's guard stores: who is signed in, not the document (which the query cache holds).
const talent = sessionUserOf(talentDoc);
const company = sessionUserOf(companyDoc);
const admin = sessionUserOf(adminDoc);

describe('user slices (SPEC section 4)', () => {
  it('start with no user and not authenticated', () => {
    const state = makeStore().getState();
    for (const slice of [state.talents, state.companies, state.admins]) {
      expect(slice).toEqual({ user: null, isAuthenticated: false });
    }
  });

  it('store the user and mark authenticated on sign-in, and clear both on logout', () => {
    const store = makeStore();
    store.dispatch(talentSignedIn(talent));
    store.dispatch(companySignedIn(company));
    store.dispatch(adminSignedIn(admin));
    let state = store.getState();
    expect([selectTalent(state), selectTalentAuthenticated(state)]).toEqual([talent, true]);
    expect([selectCompany(state), selectCompanyAuthenticated(state)]).toEqual([company, true]);
    expect([selectAdmin(state), selectAdminAuthenticated(state)]).toEqual([admin, true]);

    store.dispatch(talentLoggedOut());
    store.dispatch(companyLoggedOut());
    store.dispatch(adminLoggedOut());
    state = store.getState();
    expect(state.talents).toEqual({ user: null, isAuthenticated: false });
    expect(state.companies).toEqual({ user: null, isAuthenticated: false });
    expect(state.admins).toEqual({ user: null, isAuthenticated: false });
  });

  it('follow live profile snapshots: a later snapshot replaces the user', () => {
    const store = makeStore();
    store.dispatch(talentSignedIn(talent));
    store.dispatch(talentSignedIn({ ...talent, name: 'Ada O.' }));
    expect(selectTalent(store.getState())?.name).toBe('Ada O.');
  });

  it('keep each role in its own slice', () => {
    const store = makeStore();
    store.dispatch(ROLE_SIGNED_IN.company(company));
    expect(store.getState().talents.user).toBeNull();
    expect(store.getState().admins.user).toBeNull();
    store.dispatch(ROLE_SIGNED_IN.talent(talent));
    store.dispatch(ROLE_LOGGED_OUT.company());
    expect(store.getState().companies.isAuthenticated).toBe(false);
    expect(store.getState().talents.user).toEqual(talent);
  });

  it('use event-style action types namespaced by slice', () => {
    expect(talentSignedIn(talent).type).toBe('talents/userSignedIn');
    expect(companyLoggedOut().type).toBe('companies/userLoggedOut');
    expect(adminSignedIn(admin).type).toBe('admins/userSignedIn');
  });

  it('hold who is signed in (id, name, email), never the profile document', () => {
    const store = makeStore();
    store.dispatch(talentSignedIn({ ...talentDoc } as never));
    expect(selectTalent(store.getState())).toEqual({ id: 's1', name: 'Ada Okafor', email: 'ada@example.com' });
    expect(sessionUserOf(companyDoc)).toEqual({ id: 'c1', name: 'Acme', email: 'hr@acme.test' });
  });

  it('give every store its own state', () => {
    const first = makeStore();
    first.dispatch(talentSignedIn(talent));
    expect(makeStore().getState().talents.user).toBeNull();
  });
});

describe('resources slice', () => {
  it('holds the reader filters and clears them', () => {
    const store = makeStore();
    expect(selectResourceFilters(store.getState())).toMatchObject({ search: '', category: null });
    store.dispatch(resourceSearchChanged('react'));
    store.dispatch(resourceCategorySelected('Web Developer'));
    expect(selectResourceFilters(store.getState())).toMatchObject({ search: 'react', category: 'Web Developer' });
    store.dispatch(resourceFiltersCleared());
    expect(selectResourceFilters(store.getState())).toMatchObject({ search: '', category: null });
  });

  it('keeps a saved-for-later list across filter changes, once per resource', () => {
    const store = makeStore();
    const saved = { id: 'r1', title: 'Learn CSS', url: 'https://web.dev/learn/css', type: 'course' };
    store.dispatch(resourceSaved(saved));
    store.dispatch(resourceSaved(saved));
    store.dispatch(resourceFiltersCleared());
    expect(selectSavedResources(store.getState())).toEqual([saved]);
    store.dispatch(resourceUnsaved('r1'));
    expect(selectSavedResources(store.getState())).toEqual([]);
    store.dispatch(savedResourcesRestored([saved]));
    expect(selectSavedResources(store.getState())).toEqual([saved]);
  });
});
