/** Loads firestore.rules into a Firestore emulator; the emulator answers 400 with the compile errors of bad rules. */
import { readFileSync } from 'node:fs';

export async function compileRulesOnEmulator(
  hostPort: string,
  projectId: string,
  rulesFile: string,
): Promise<string | null> {
  const res = await fetch(`http://${hostPort}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesFile, 'utf8') }] } }),
  });
  return res.ok ? null : `HTTP ${res.status}: ${(await res.text()).slice(0, 2000)}`;
}
