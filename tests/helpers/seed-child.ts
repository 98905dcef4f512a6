/**
 * A first start's seeding in a process of its own, for the test that kills it halfway:
 *   tsx tests/helpers/seed-child.ts <dataDir> [<pglite init template>]
 * Prints `users <n>` after each demo sign-in is created and `seeded` at the end, so the parent knows when to kill.
 */
import { openLocalEngine, type SeedableEngine } from '../../server/local/engine';
import { demoSeeder } from '../../server/seed/local-demo-seeder';

async function main(dataDir: string, initTemplate: string | undefined) {
  let users = 0;
  const seed = (engine: SeedableEngine) =>
    demoSeeder.seed({
      ...engine,
      auth: {
        ...engine.auth,
        async createUser(input) {
          const user = await engine.auth.createUser(input);
          console.log(`users ${++users}`);
          return user;
        },
      },
    });
  const engine = await openLocalEngine({ dataDir, initTemplate, seeder: { ...demoSeeder, seed } });
  console.log('seeded');
  await engine.close();
}

main(process.argv[2], process.argv[3]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
