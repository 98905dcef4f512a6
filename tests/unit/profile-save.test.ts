/** A profile save split so each batch stays within the rules' limits: only parts that change go apart. */
import { careerChanged } from '@/services/talents/career-update';
import { saveParts } from '@/services/talents/profile-save';

const stored = { name: 'Ada', skills: [{ skill: 'React', verified: true }], workHistory: [] };
const acme = { organisation: 'Acme', title: 'Dev', start: '2020-01', end: 'present', description: '' };

describe('saveParts', () => {
  it('writes a save that changes only the profile in one batch, unchanged skills with it', () => {
    const patch = { name: 'Ada K', skills: [{ verified: true, skill: 'React' }] };
    expect(saveParts(stored, patch)).toEqual([patch]);
  });

  it('writes new skills in their own batch, after the rest', () => {
    const skills = [{ skill: 'React', verified: true }, { skill: 'Go' }];
    expect(saveParts(stored, { name: 'Ada K', nameTerms: ['ada'], skills })).toEqual([
      { name: 'Ada K', nameTerms: ['ada'] },
      { skills },
    ]);
  });

  it('writes no empty first batch when only the skills change', () => {
    expect(saveParts(stored, { skills: [] })).toEqual([{ skills: [] }]);
  });
});

describe('careerChanged (whether a save asks the server to store the entries)', () => {
  it('is false for the entries as stored, whatever the order of their keys, and for none given', () => {
    const reordered = { description: '', end: 'present', start: '2020-01', title: 'Dev', organisation: 'Acme' };
    expect(careerChanged({ workHistory: [acme] }, { workHistory: [reordered] })).toBe(false);
    expect(careerChanged({}, { workHistory: [] })).toBe(false);
    expect(careerChanged(stored, {})).toBe(false);
  });

  it('is true for a new, changed or removed entry', () => {
    expect(careerChanged(stored, { workHistory: [acme] })).toBe(true);
    expect(careerChanged({ workHistory: [acme] }, { workHistory: [{ ...acme, title: 'Lead' }] })).toBe(true);
    expect(careerChanged({ education: [acme] }, { education: [] })).toBe(true);
  });
});
