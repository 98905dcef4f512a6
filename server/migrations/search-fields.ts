/**
 * Rewrites the search fields of documents written before searches folded case and accents: each job's keywords
 * from its title, company name and skills, and each talent's and company's name terms from its name. Privileged (the local engine's server documents or firebase-admin),
 * run once after the upgrade; idempotent, so a re-run writes only documents whose fields are out of date.
 */
import type { Documents } from '../../services/backend/types';
import { JOBS } from '../../services/converters/job-converter';
import { queryAll } from '../../services/pagination';
import { jobKeywords } from '../../services/schemas/job';
import { talentNameTerms } from '../../services/search/career-terms';
import { nameTerms } from '../../services/search/search-words';

const sameList = (a: unknown, b: string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export async function backfillJobKeywords(docs: Pick<Documents, 'query' | 'update'>): Promise<number> {
  let written = 0;
  for (const snap of await queryAll(docs, { collection: JOBS })) {
    const d = snap.data ?? {};
    const keywords = jobKeywords(String(d.title ?? ''), String(d.companyName ?? ''), strings(d.skills));
    if (sameList(d.keywords, keywords)) continue;
    await docs.update(snap.path, { keywords });
    written += 1;
  }
  return written;
}

export async function backfillNameTerms(docs: Pick<Documents, 'query' | 'update'>): Promise<number> {
  let written = 0;
  for (const collection of ['students', 'companies']) {
    for (const snap of await queryAll(docs, { collection })) {
      const name = String(snap.data?.name ?? '');
      // A talent is also found by where it worked or studied (its work history and education).
      const terms =
        collection === 'students'
          ? talentNameTerms(name, snap.data?.workHistory, snap.data?.education)
          : nameTerms(name);
      if (sameList(snap.data?.nameTerms, terms)) continue;
      await docs.update(snap.path, { nameTerms: terms });
      written += 1;
    }
  }
  return written;
}
