import { legacyAttachmentTarget, storagePathOf, storageUrlLike } from '@/server/trusted/upload-paths';

describe('the storage path a download URL names', () => {
  it("reads the local backend's and Cloud Storage's URLs, decoded", () => {
    expect(storagePathOf('/api/local/files/uploadedFiles/u1/1700-my%20brief.pdf?token=t')).toBe(
      'uploadedFiles/u1/1700-my brief.pdf',
    );
    expect(
      storagePathOf(
        'https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/conversations%2Fa_b%2Fa%2Fcv.pdf?alt=media&token=t',
      ),
    ).toBe('conversations/a_b/a/cv.pdf');
    expect(storagePathOf('http://127.0.0.1:9199/v0/b/demo/o/talents%2Fu1%2Fprofile%2Fcv.pdf?alt=media&token=t')).toBe(
      'talents/u1/profile/cv.pdf',
    );
  });

  it('refuses anything else: another site, a broken escape', () => {
    expect(storagePathOf('https://example.com/uploadedFiles/u1/cv.pdf')).toBeNull();
    expect(
      storagePathOf('https://firebasestorage.googleapis.com/v0/b/app/o/uploadedFiles%2Fu1%2F%E0%A4%A.pdf'),
    ).toBeNull();
    expect(storagePathOf('/api/local/files/talents/%E0%A4%A/cv.pdf')).toBeNull();
  });

  it("puts a member's old attachment in its company's folder of the conversation, and builds a URL beside another", () => {
    expect(legacyAttachmentTarget('uploadedFiles/u1/a/cv.pdf', 'u1', 'c9_t1', 'c9')).toBe(
      'conversations/c9_t1/c9/a-cv.pdf',
    );
    expect(legacyAttachmentTarget('uploadedFiles/u1/cv.pdf', 'u1', 'c9_t1', 'c9')).toBe(
      'conversations/c9_t1/c9/cv.pdf',
    );
    expect(legacyAttachmentTarget('uploadedFiles/u10/cv.pdf', 'u1', 'c9_t1', 'c9')).toBeNull();
    expect(legacyAttachmentTarget('conversations/c9_t1/u1/cv.pdf', 'u1', 'c9_t1', 'c9')).toBeNull();
    expect(
      storageUrlLike(
        'https://h/v0/b/app/o/uploadedFiles%2Fu1%2Fcv.pdf?alt=media&token=old',
        'conversations/c9_t1/c9/cv.pdf',
        'new',
      ),
    ).toBe('https://h/v0/b/app/o/conversations%2Fc9_t1%2Fc9%2Fcv.pdf?alt=media&token=new');
    expect(storageUrlLike('/api/local/files/uploadedFiles/u1/cv.pdf', 'conversations/a_b/a/cv.pdf', 'new')).toBeNull();
  });
});
