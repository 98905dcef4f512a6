/**
 * The trusted services in local mode, over the embedded engine: policy-bypassing documents, the file store and
 * the identity provider's user table. Tokens verify with the engine's own check (signature, account, generation).
 */
import { serverTransactions } from './local-transaction';
import type { LocalEngine } from '../local/engine';
import type { TrustedBackend } from '../trusted/handler';
import { type TrustedServices } from '../trusted/types';
import { UNSUBSCRIBE_LINE } from '../mail/types';

type Engine = Pick<LocalEngine, 'db' | 'serverDocuments' | 'files' | 'auth'>;

export function localTrustedServices(engine: Engine): TrustedServices {
  return {
    docs: { ...engine.serverDocuments, runTransaction: serverTransactions(engine.db, engine.serverDocuments) },
    async deleteFiles(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      const { rows } = await engine.db.query<{ n: number }>(
        `select count(*)::int as n from local_files where left(path, length($1) + 1) = $1 || '/'`,
        [folder],
      );
      await engine.files.deleteFolder(folder);
      return rows[0]?.n ?? 0;
    },
    copyFile: (from, to) => engine.files.copy(from, to),
    listFiles: (folder) => engine.files.list(folder),
    readFile: (path) => engine.files.readStored(path),
    saveFile: (path, contentType, bytes) => engine.files.put(path, contentType, bytes),
    async listAccounts(after) {
      const { rows } = await engine.db.query<{ uid: string; email: string; created_at: string }>(
        'select uid, email, created_at from auth_users where uid > $1 order by uid limit 500',
        [after ?? ''],
      );
      const accounts = rows.map((row) => ({
        uid: row.uid,
        email: row.email,
        createdAt: Number(row.created_at),
        lastSignInAt: null,
      }));
      return { accounts, next: rows.length === 500 ? rows[rows.length - 1].uid : null };
    },
    // Already gone is fine: a re-run finishes a partial deletion.
    deleteUser: (uid) => engine.auth.deleteUser(uid),
    passwordOwner: (email, password, client) => engine.auth.passwordOwner(email, password, client),
    removeSecondFactor: (uid) => engine.auth.removeSecondFactor(uid),
    setUserDisabled: (uid, disabled, reason) => engine.auth.setUserDisabled(uid, disabled, reason),
    endSessions: (uid) => engine.auth.endSessions(uid),
    endSession: (uid, sessionId) => engine.auth.endSession(uid, sessionId),
    async accountEmailVerified(uid) {
      const { rows } = await engine.db.query<{ email_verified: boolean }>(
        'select email_verified from auth_users where uid = $1',
        [uid],
      );
      return rows[0]?.email_verified === true;
    },
    async accountEmails(uids) {
      if (uids.length === 0) return new Map();
      const { rows } = await engine.db.query<{ uid: string; email: string }>(
        'select uid, email from auth_users where uid = any($1)',
        [[...uids]],
      );
      return new Map(rows.filter((row) => row.email).map((row) => [row.uid, row.email]));
    },
    async sendMail({ unsubscribe, ...mail }) {
      await engine.auth.sendMail({
        ...mail,
        ...(unsubscribe ? { unsubscribe: { ...unsubscribe, line: UNSUBSCRIBE_LINE } } : {}),
      });
    },
  };
}

export function localTrustedBackend(engine: Engine): TrustedBackend {
  return {
    async verifyToken(token) {
      // As verifyIdToken(token, true) in Firebase mode: a token of a deleted account, or one issued before its
      // sessions ended (password change or reset), is refused (server/local/auth/callers.ts).
      const auth = await engine.auth.verifyTokenClaims(token);
      if (!auth) return null;
      const { uid, email, authTime, signInSecondFactor, sessionId } = auth;
      return {
        uid,
        email,
        authTime: authTime * 1000,
        ...(sessionId ? { sessionId } : {}),
        ...(signInSecondFactor ? { secondFactor: signInSecondFactor } : {}),
      };
    },
    services: localTrustedServices(engine),
  };
}
