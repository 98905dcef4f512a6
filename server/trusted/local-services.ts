/**
 * The trusted services in local mode, over the embedded engine: policy-bypassing documents, the file store and
 * the identity provider's user table. Tokens verify with the engine's own signer.
 */
import type { LocalEngine } from '../local/engine';
import type { TrustedBackend } from './handler';
import type { TrustedServices } from './types';

type Engine = Pick<LocalEngine, 'db' | 'serverDocuments' | 'files' | 'auth'>;

const userFolder = (uid: string) => `uploadedFiles/${uid}`;

export function localTrustedServices(engine: Engine): TrustedServices {
  return {
    docs: engine.serverDocuments,
    async deleteUserFiles(uid) {
      const folder = userFolder(uid);
      const { rows } = await engine.db.query<{ n: number }>(
        `select count(*)::int as n from local_files where left(path, length($1) + 1) = $1 || '/'`,
        [folder],
      );
      await engine.files.deleteFolder(folder);
      return rows[0]?.n ?? 0;
    },
    // Already gone is fine: a re-run finishes a partial deletion.
    deleteUser: (uid) => engine.auth.deleteUser(uid),
  };
}

export function localTrustedBackend(engine: Engine): TrustedBackend {
  return {
    async verifyToken(token) {
      const auth = await engine.auth.verifyTokenClaims(token);
      if (!auth) return null;
      // As Firebase's revocation check: an unexpired token of a deleted account is refused.
      const { rows } = await engine.db.query('select 1 from auth_users where uid = $1', [auth.uid]);
      return rows.length > 0 ? { uid: auth.uid, email: auth.email, authTime: auth.authTime * 1000 } : null;
    },
    services: localTrustedServices(engine),
  };
}
