/**
 * The trusted services in Firebase mode, over firebase-admin: documents through admin Firestore (rules bypassed),
 * the Storage bucket (files of deleted accounts, attachments kept for a company), and admin Auth. ID tokens verify
 * with `verifyIdToken`, whose `auth_time` says when the caller last signed in with its password.
 */
import { getAdminAuth, getAdminBucket, getAdminFirestore } from '../firebase-admin';
import { adminDocuments } from './firebase-documents';
import { firebasePasswordOwner } from './firebase-password-check';
import { textWithSections } from '../mail/sections';
import type { TrustedBackend } from './handler';
import { storageUrlLike } from './upload-paths';
import { oneClickUnsubscribeHeaders, UNSUBSCRIBE_LINE } from '../mail/types';
import type { TrustedServices } from './types';

const isCode = (err: unknown, code: string) => (err as { code?: unknown })?.code === code;

/** Where links in emails point (the deployed site). */
const appUrl = () => (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The document the Firebase "Trigger Email" extension sends (its default collection is `mail`). */
export const MAIL_COLLECTION = 'mail';

export function firebaseTrustedServices(): TrustedServices {
  const docs = adminDocuments(getAdminFirestore());
  return {
    docs,
    async sendMail(mail) {
      const id = crypto.randomUUID();
      const stop = mail.unsubscribe;
      await docs.set(`${MAIL_COLLECTION}/${id}`, {
        to: mail.to,
        message: {
          subject: mail.subject,
          text: `${textWithSections(mail.text, mail.sections, appUrl())}\n\n${appUrl()}${mail.link}${stop ? `\n\n${UNSUBSCRIBE_LINE}${appUrl()}${stop.page}` : ''}`,
          // The extension hands `attachments` to nodemailer as they are: { filename, content, contentType }.
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        },
        // The extension passes top-level `headers` to the mail it sends (SMTP and SendGrid alike).
        ...(stop ? { headers: oneClickUnsubscribeHeaders(`${appUrl()}${stop.oneClick}`) } : {}),
        createdAt: new Date(),
      });
    },
    async deleteFiles(folder) {
      const bucket = getAdminBucket();
      const [files] = await bucket.getFiles({ prefix: `${folder.replace(/\/+$/, '')}/` });
      // One by one: a file removed meanwhile (a re-run) is not an error.
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
      return files.length;
    },
    async copyFile(from, to, like) {
      const bucket = getAdminBucket();
      const copy = bucket.file(to);
      const [done] = await copy.exists();
      if (!done) {
        const [exists] = await bucket.file(from).exists();
        if (!exists) return null;
        const [meta] = await bucket.file(from).getMetadata();
        // The copy's own download token: the original's goes with the original.
        await bucket.file(from).copy(copy, {
          contentType: meta.contentType,
          metadata: { firebaseStorageDownloadTokens: crypto.randomUUID() },
        });
      }
      const [meta] = await copy.getMetadata();
      const token = String(meta.metadata?.firebaseStorageDownloadTokens ?? '').split(',')[0];
      return storageUrlLike(like, to, token);
    },
    async listFiles(folder) {
      const [files] = await getAdminBucket().getFiles({ prefix: `${folder.replace(/\/+$/, '')}/` });
      return files.map((file) => file.name);
    },
    async readFile(path) {
      const file = getAdminBucket().file(path);
      try {
        const [[bytes], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
        return { contentType: meta.contentType ?? 'application/octet-stream', bytes: new Uint8Array(bytes) };
      } catch (err) {
        if ((err as { code?: unknown }).code === 404) return null;
        throw err;
      }
    },
    async saveFile(path, contentType, bytes) {
      // No firebaseStorageDownloadTokens: the file has no download URL, so only storage.rules and trusted routes reach it.
      await getAdminBucket().file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    // The reason is not stored on the Firebase account (it has no field for it): the suspension email carries it.
    async setUserDisabled(uid, disabled) {
      const auth = getAdminAuth();
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    endSessions: (uid) => getAdminAuth().revokeRefreshTokens(uid),
    // Firebase Auth revokes all of an account's refresh tokens or none: the device's record is what ends it here.
    endSession: async () => undefined,
    async accountEmailVerified(uid) {
      try {
        return (await getAdminAuth().getUser(uid)).emailVerified;
      } catch (err) {
        if (isCode(err, 'auth/user-not-found')) return false;
        throw err;
      }
    },
    async accountEmails(uids) {
      const found = new Map<string, string>();
      // getUsers takes up to 100 identifiers a call; an account that does not exist is left out, not an error.
      for (let i = 0; i < uids.length; i += 100) {
        const { users } = await getAdminAuth().getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
        for (const user of users) if (user.email) found.set(user.uid, user.email);
      }
      return found;
    },
    passwordOwner: (email, password) => firebasePasswordOwner(email, password),
    async removeSecondFactor(uid) {
      const auth = getAdminAuth();
      await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
      await auth.revokeRefreshTokens(uid);
    },
    async listAccounts(after) {
      const page = await getAdminAuth().listUsers(1000, after ?? undefined);
      const time = (at: string | undefined) => (at ? Date.parse(at) : NaN);
      const accounts = page.users.map((user) => {
        const times = [user.metadata.lastSignInTime, user.metadata.lastRefreshTime ?? undefined].map(time);
        const last = Math.max(...times.filter(Number.isFinite));
        return {
          uid: user.uid,
          email: user.email ?? '',
          createdAt: time(user.metadata.creationTime),
          lastSignInAt: Number.isFinite(last) ? last : null,
        };
      });
      return { accounts, next: page.pageToken ?? null };
    },
    async deleteUser(uid) {
      try {
        await getAdminAuth().deleteUser(uid);
      } catch (err) {
        if (!isCode(err, 'auth/user-not-found')) throw err;
      }
    },
  };
}

export function firebaseTrustedBackend(): TrustedBackend {
  return {
    async verifyToken(token) {
      try {
        // Also refused: a token of a deleted or disabled account, or one issued before its sessions were revoked.
        const decoded = await getAdminAuth().verifyIdToken(token, true);
        const secondFactor = decoded.firebase.sign_in_second_factor;
        return {
          uid: decoded.uid,
          email: decoded.email ?? '',
          authTime: decoded.auth_time * 1000,
          ...(secondFactor ? { secondFactor } : {}),
        };
      } catch {
        return null;
      }
    },
    services: firebaseTrustedServices(),
  };
}
