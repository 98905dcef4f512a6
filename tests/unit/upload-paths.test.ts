import { pathInFolderOf, storageUrlLike, uploadPathOf } from '@/server/trusted/upload-paths';

describe('the storage path a download URL names', () => {
  it("reads the local backend's and Cloud Storage's URLs, decoded", () => {
    expect(uploadPathOf('/api/local/files/uploadedFiles/u1/1700-my%20brief.pdf?token=t')).toBe(
      'uploadedFiles/u1/1700-my brief.pdf',
    );
    expect(
      uploadPathOf(
        'https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/uploadedFiles%2Fu1%2Fcv.pdf?alt=media&token=t',
      ),
    ).toBe('uploadedFiles/u1/cv.pdf');
    expect(uploadPathOf('http://127.0.0.1:9199/v0/b/demo/o/uploadedFiles%2Fu1%2Fcv.pdf?alt=media&token=t')).toBe(
      'uploadedFiles/u1/cv.pdf',
    );
  });

  it('refuses anything else: another site, another folder, a broken escape', () => {
    expect(uploadPathOf('https://example.com/uploadedFiles/u1/cv.pdf')).toBeNull();
    expect(uploadPathOf('/api/local/files/private/u1/cv.pdf?token=t')).toBeNull();
    expect(
      uploadPathOf('https://firebasestorage.googleapis.com/v0/b/app/o/uploadedFiles%2Fu1%2F%E0%A4%A.pdf'),
    ).toBeNull();
  });

  it('moves a path into another folder, and builds a download URL beside another one', () => {
    expect(pathInFolderOf('uploadedFiles/u1/a/cv.pdf', 'u1', 'c9')).toBe('uploadedFiles/c9/a/cv.pdf');
    expect(pathInFolderOf('uploadedFiles/u10/cv.pdf', 'u1', 'c9')).toBeNull();
    expect(
      storageUrlLike(
        'https://h/v0/b/app/o/uploadedFiles%2Fu1%2Fcv.pdf?alt=media&token=old',
        'uploadedFiles/c9/cv.pdf',
        'new',
      ),
    ).toBe('https://h/v0/b/app/o/uploadedFiles%2Fc9%2Fcv.pdf?alt=media&token=new');
    expect(storageUrlLike('/api/local/files/uploadedFiles/u1/cv.pdf', 'uploadedFiles/c9/cv.pdf', 'new')).toBeNull();
  });
});
