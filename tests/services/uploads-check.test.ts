import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@/constants/settings';
import { ValidationError } from '@/services/errors';
import { checkUpload, safeFileName, uploadFile, uploadPath } from '@/services/uploads';

const MB = 1024 * 1024;
const blob = (size: number, type: string) => new Blob([new Uint8Array(size)], { type });

function rejection(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).code).toBe('storage/invalid-argument');
    expect((error as ValidationError).field).toBe('file');
    return error as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('upload checks (before any byte is sent)', () => {
  it('accepts images and PDFs within their limits', () => {
    expect(checkUpload(blob(UPLOAD_LIMITS.image.maxBytes, 'image/png'))).toBe('image');
    expect(checkUpload(blob(2 * MB, 'application/pdf'))).toBe('pdf');
  });

  it('refuses oversize files with the size and the limit in the message', () => {
    expect(rejection(() => checkUpload(blob(6 * MB, 'image/jpeg'))).message).toBe(
      'file: This file is 6 MB; JPEG, PNG or WebP images must be at most 5 MB',
    );
    expect(rejection(() => checkUpload(blob(10 * MB + 1, 'application/pdf'))).message).toContain('at most 10 MB');
  });

  it('refuses other types, empty files, and kinds the caller did not accept', () => {
    expect(rejection(() => checkUpload(blob(10, 'application/x-msdownload'))).message).toBe(
      'file: Files of type application/x-msdownload cannot be uploaded; choose JPEG, PNG or WebP images or PDF documents',
    );
    expect(rejection(() => checkUpload(blob(0, 'image/png'))).message).toBe('file: The file is empty');
    expect(rejection(() => checkUpload(blob(10, 'application/pdf'), ['image'])).message).toContain(
      'choose JPEG, PNG or WebP images',
    );
  });

  it('rejects before touching the backend', async () => {
    const target = { kind: 'talentProfile', uid: 'u1' } as const;
    await expect(uploadFile(blob(10, 'text/plain'), { target })).rejects.toBeInstanceOf(ValidationError);
    await expect(uploadFile(blob(10, 'image/png'), { target: { ...target, uid: '' } })).rejects.toMatchObject({
      field: 'folder',
    });
  });
});

describe('upload paths', () => {
  it('places files in their folder as <time>-<safe name>', () => {
    expect(uploadPath('talents/u1/profile', 'Mon CV (final).pdf', 1700000000000)).toBe(
      'talents/u1/profile/1700000000000-Mon-CV-final.pdf',
    );
  });

  it('makes names safe: no folders, accents or spaces, bounded length, extension kept', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('Résumé Été 2026.PDF')).toBe('Resume-Ete-2026.PDF');
    expect(safeFileName('???')).toBe('file');
    const long = safeFileName(`${'a'.repeat(200)}.png`);
    expect(long).toHaveLength(80);
    expect(long.endsWith('.png')).toBe(true);
  });
});
