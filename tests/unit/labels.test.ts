import { describe, expect, it } from 'vitest';
import { WORK_MODES } from '@/constants/enums';
import { stageLabel, workModeLabel } from '@/services/format/labels';
import { APPLICATION_STAGES } from '@/services/schemas/application';

describe('labels of stored values', () => {
  it('names every stage and every work mode with a capital, never as stored in lower case', () => {
    for (const value of [...APPLICATION_STAGES.map(stageLabel), ...WORK_MODES.map(workModeLabel)]) {
      expect(value.charAt(0)).toBe(value.charAt(0).toUpperCase());
    }
    expect(stageLabel('shortlisted')).toBe('Shortlisted');
    expect(workModeLabel('remote')).toBe('Remote');
  });

  it('shows an unknown value as stored rather than nothing', () => {
    expect(stageLabel('archived')).toBe('archived');
  });
});
