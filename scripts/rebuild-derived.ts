/**
 * npm run rebuild-derived
 *
 * Firebase mode (emulators or a hosted project, configured as for `npm run create-admin`): writes the missing talent
 * cards (talentCards/{uid}), recomputes every company's reply time, rewrites stale search fields (job keywords,
 * name terms), gives older jobs their yearly pay figure, moves events' join links where only those going read
 * them, turns the former email opt-out into notification settings per kind and writes the founding owner's member
 * document of every company of before teams, through firebase-admin. Idempotent; run it once when deploying a
 * version that introduced any of them, before its rules (they let only member documents act for a company). The
 * local backend does all of it by itself (one-time upgrades on open).
 */
import { existsSync } from 'node:fs';

async function main(): Promise<number> {
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
  const { adminProjectId, applyEmulatorSwitch, getAdminFirestore, usesEmulators } =
    await import('../server/firebase-admin');
  applyEmulatorSwitch();
  if (
    !usesEmulators() &&
    !adminProjectId() &&
    !process.env.FIREBASE_SERVICE_ACCOUNT &&
    !process.env.GOOGLE_APPLICATION_CREDENTIALS
  ) {
    console.error('rebuild-derived: no Firebase project or emulators configured (the local backend needs no rebuild).');
    return 2;
  }
  const { adminDocuments } = await import('../server/trusted/firebase-documents');
  const { rebuildDerivedData } = await import('../server/migrations/rebuild-derived');
  const report = await rebuildDerivedData(adminDocuments(getAdminFirestore()));
  console.log(
    `Wrote ${report.cardsWritten} missing talent cards; recomputed the reply time of ${report.companiesRecomputed} companies; ` +
      `rewrote the search keywords of ${report.jobKeywordsRewritten} jobs and the name terms of ${report.nameTermsWritten} talents and companies; ` +
      `gave ${report.jobsUpgraded} jobs their yearly pay; moved ${report.eventLinksMoved} events' join links; ` +
      `turned ${report.emailOptOutsUpgraded} email opt-outs into notification settings; made ${report.companyOwnersWritten} one-account companies' accounts their owners; ` +
      `marked ${report.applicationsMarkedInterviewed} applications that reached an interview; ` +
      `gave ${report.jobExpiriesSet} open jobs an expiry 60 days ahead.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: Error & { code?: string }) => {
    console.error(`rebuild-derived failed${err.code ? ` (${err.code})` : ''}: ${err.message}`);
    process.exit(1);
  },
);
