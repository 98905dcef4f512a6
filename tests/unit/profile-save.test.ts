/** A profile save split so each batch stays within the rules' limits: only parts that change go apart. */
import { saveParts } from '@/services/talents/profile-save';

const stored = { name: 'Ada', skills: [{ skill: 'React', verified: true }], workHistory: [] };

describe('saveParts', () => {
  it('writes a save that changes only the profile in one batch, unchanged skills and entries with it', () => {
    const patch = { name: 'Ada K', skills: [{ verified: true, skill: 'React' }], workHistory: [] };
    expect(saveParts(stored, patch)).toEqual([patch]);
  });

  it('writes new skills and new entries each in their own batch, after the rest', () => {
    const skills = [{ skill: 'React', verified: true }, { skill: 'Go' }];
    const workHistory = [{ organisation: 'Acme', title: 'Dev', start: '2020-01', end: 'present', description: '' }];
    const parts = saveParts(stored, { name: 'Ada K', nameTerms: ['ada'], skills, workHistory, careerTerms: ['acme'] });
    expect(parts).toEqual([{ name: 'Ada K', nameTerms: ['ada'] }, { skills }, { workHistory, careerTerms: ['acme'] }]);
  });

  it('writes no empty first batch when only the skills change', () => {
    expect(saveParts(stored, { skills: [] })).toEqual([{ skills: [] }]);
  });
});
