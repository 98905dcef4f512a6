/**
 * Service tests run against the real local backend over HTTP (policy enforced), acting as real signed-up users.
 * `engine.serverDocuments` is the privileged side: arranging data no client may write (admin documents,
 * malformed or back-dated documents) and reading back exactly what a service wrote.
 */
// Aliased: the name starts with `use`, which the React hooks lint rule would take for a hook.
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { AppBackend } from '@/services/backend/backend';
import type { DocumentData } from '@/services/backend/types';
import { createTestBackend as createLocalTestBackend, startLocalServer } from '../helpers/local-server';
import { totpCode } from '../helpers/totp';

export type LocalServer = Awaited<ReturnType<typeof startLocalServer>>;

export interface Actor {
  uid: string;
  email: string;
  backend: AppBackend;
  /** Points the services at this actor's backend. */
  use(): Actor;
}

export async function startServer(seed = false): Promise<LocalServer> {
  return startLocalServer({ seed });
}

const opened: { close(): void }[] = [];

function createTestBackend(url: string): AppBackend {
  const backend = createLocalTestBackend(url);
  opened.push(backend);
  return backend;
}

/** Ends every test backend's events stream, then the server. */
export async function stopServer(server: LocalServer | undefined): Promise<void> {
  for (const backend of opened.splice(0)) backend.close();
  await server?.stop();
}

let counter = 0;

/** A fresh account signed up through the port; `prefix` keeps emails readable in failures. */
export async function signUpActor(server: LocalServer, prefix = 'user'): Promise<Actor> {
  const backend = createTestBackend(server.url);
  const email = `${prefix}-${++counter}-${process.pid}@service.test`;
  const user = await backend.auth.signUp(email, 'password-123');
  const actor: Actor = { uid: user.uid, email, backend, use: () => (pointServicesAt(backend), actor) };
  return actor;
}

/**
 * An administrator (its `admin/{uid}` document written as the back office's operator script does), signed in with
 * its authenticator app.
 */
export async function signUpAdmin(server: LocalServer): Promise<Actor> {
  return makeAdmin(server, await signUpActor(server, 'admin'), 'Root');
}

/**
 * Makes a signed-in account an administrator (its `admin/{uid}` document, as the operator script writes it) whose
 * session signed in with a second factor, as the back office requires.
 */
export async function makeAdmin(server: LocalServer, actor: Actor, name = 'Admin'): Promise<Actor> {
  await server.engine.serverDocuments.set(`admin/${actor.uid}`, { id: actor.uid, email: actor.email, name });
  return enrolSecondFactor(server, actor);
}

/**
 * The actor verifies its email from the mailed link (when it has not) and enrols an authenticator app, the code
 * computed as the app would: its session then carries the second factor.
 */
export async function enrolSecondFactor(server: LocalServer, actor: Actor): Promise<Actor> {
  const auth = actor.backend.auth;
  if (!(await auth.reload())?.emailVerified) await verifyActorEmail(server, actor);
  const { secret } = await auth.startTotpEnrolment();
  await auth.finishTotpEnrolment(totpCode(secret));
  return actor;
}

const demoAdmins = new WeakMap<LocalServer, Promise<Actor>>();

/**
 * The seeded demo administrator, signed in with an authenticator app it enrols on first use, as the back office
 * requires. One session per server: once enrolled, a password sign-in would ask for the app's code.
 */
export function demoAdmin(server: LocalServer): Promise<Actor> {
  let admin = demoAdmins.get(server);
  if (!admin) {
    admin = signInActor(server, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password).then((actor) =>
      enrolSecondFactor(server, actor),
    );
    demoAdmins.set(server, admin);
  }
  return admin;
}

/** Signs in to an existing account (e.g. a seeded demo account or one made with engine.auth.createUser). */
export async function signInActor(server: LocalServer, email: string, password: string): Promise<Actor> {
  const backend = createTestBackend(server.url);
  const user = await backend.auth.signIn(email, password);
  const actor: Actor = { uid: user.uid, email, backend, use: () => (pointServicesAt(backend), actor) };
  return actor;
}

/** A backend nobody is signed in to. */
export function anonymous(server: LocalServer): AppBackend {
  const backend = createTestBackend(server.url);
  pointServicesAt(backend);
  return backend;
}

export async function rawDoc(server: LocalServer, path: string): Promise<DocumentData | undefined> {
  return (await server.engine.serverDocuments.get(path)).data;
}

export async function putDoc(server: LocalServer, path: string, data: DocumentData): Promise<void> {
  await server.engine.serverDocuments.set(path, data);
}

/** Resolves with the first value or error a subscription reports, then unsubscribes. */
export function firstEvent<T>(
  subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void,
): Promise<{ data?: T; error?: Error }> {
  return new Promise((resolve) => {
    const holder: { unsubscribe?: () => void } = {};
    let done = false;
    const finish = (event: { data?: T; error?: Error }) => {
      if (done) return;
      done = true;
      // Deferred: the first event may arrive before `subscribe` has returned its unsubscribe function.
      setTimeout(() => holder.unsubscribe?.(), 0);
      resolve(event);
    };
    holder.unsubscribe = subscribe(
      (data) => finish({ data }),
      (error) => finish({ error }),
    );
  });
}

/**
 * Collects values from a live subscription until `until` holds for one of them. `first` resolves with the first
 * value (the state when subscribing): await it before writing, so the write is seen as a change.
 */
export function waitForEvent<T>(
  subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void,
  until: (value: T) => boolean,
  timeoutMs = 5000,
): { seen: T[]; first: Promise<T>; done: Promise<T> } {
  const seen: T[] = [];
  let unsubscribe = () => {};
  let firstValue: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  const first = new Promise<T>((resolve, reject) => (firstValue = { resolve, reject }));
  // Awaiting `first` is optional: its rejection (when `done` rejects first) must not count as unhandled.
  first.catch(() => undefined);
  const done = new Promise<T>((resolve, reject) => {
    const fail = (error: Error) => {
      firstValue!.reject(error);
      reject(error);
    };
    const timer = setTimeout(() => {
      unsubscribe();
      fail(new Error(`no matching event in ${timeoutMs} ms; saw ${JSON.stringify(seen)}`));
    }, timeoutMs);
    unsubscribe = subscribe(
      (value) => {
        seen.push(value);
        firstValue!.resolve(value);
        if (until(value)) {
          clearTimeout(timer);
          queueMicrotask(() => unsubscribe());
          resolve(value);
        }
      },
      (error) => {
        clearTimeout(timer);
        unsubscribe();
        fail(error);
      },
    );
  });
  return { seen, first, done };
}

/** Verifies the actor's email through the mailed link, as its owner would, and refreshes its session. */
export async function verifyActorEmail(server: LocalServer, actor: Actor): Promise<void> {
  await actor.backend.auth.sendVerification();
  const mail = (await server.engine.auth.listMail())
    .filter((m) => m.to === actor.email && m.link.includes('mode=verifyEmail'))
    .at(-1);
  if (!mail) throw new Error(`no verification mail to ${actor.email}`);
  await actor.backend.auth.applyActionCode(new URL(mail.link, 'http://app.test').searchParams.get('oobCode') ?? '');
  await actor.backend.auth.reload();
}
