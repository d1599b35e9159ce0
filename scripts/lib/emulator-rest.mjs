// Talks to the running emulators over their REST endpoints: seed, reset, readiness.
// Shared by the seed and start scripts and by the emulator-backed tests.

export const PROJECT_ID = 'demo-eshop';
export const HOSTS = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  hosting: '127.0.0.1:5000',
  functions: '127.0.0.1:5001',
};
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
/** The emulators accept this token as an administrator that bypasses security rules. */
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Encodes a JSON value as a Firestore REST Value; `Date` becomes a timestamp. */
export function toFirestoreValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  return { mapValue: { fields: toFirestoreFields(value) } };
}

/** Decodes a Firestore REST Value into plain JSON (timestamps become ISO strings). */
export function fromFirestoreValue(value) {
  if ('mapValue' in value) return fromFirestoreFields(value.mapValue.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromFirestoreValue);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return value.timestampValue;
  return null;
}

export function fromFirestoreFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromFirestoreValue(value)]));
}

export function toFirestoreFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toFirestoreValue(value)]));
}

async function call(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) {
    const body = await response.text();
    const error = new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
    error.status = response.status;
    error.body = body;
    throw error;
  }
  return response;
}

/** Commits writes in batches of 400 (Firestore's limit is 500), bypassing rules. */
async function commit(writes) {
  const BATCH = 400;
  for (let start = 0; start < writes.length; start += BATCH) {
    await call(`http://${HOSTS.firestore}/v1/${DOCUMENTS}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ writes: writes.slice(start, start + BATCH) }),
    });
  }
}

/** Writes documents (replacing any with the same path), bypassing rules. */
export const writeDocuments = (documents) =>
  commit(
    documents.map(({ path, data }) => ({
      update: { name: `${DOCUMENTS}/${path}`, fields: toFirestoreFields(data) },
    })),
  );

/** Reads one document as plain JSON, bypassing rules; undefined when there is none. */
export async function readDocument(path) {
  const response = await fetch(`http://${HOSTS.firestore}/v1/${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  const document = await response.json();
  return fromFirestoreFields(document.fields ?? {});
}

/**
 * Every document of a collection (`Products`, or one under a document: `Users/{uid}/notices`) as
 * plain JSON with its `id`, by id, bypassing rules. One query rather than the list endpoint's
 * pages: the emulator answers 10,000 products in about 3 s that way, and in 11 to 13 s through the
 * pages whatever their size.
 */
export async function listDocuments(collection) {
  const segments = collection.split('/');
  const collectionId = segments.pop();
  const parent = [DOCUMENTS, ...segments].join('/');
  const response = await call(`http://${HOSTS.firestore}/v1/${parent}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
  });
  const answers = await response.json();
  return answers
    .filter((answer) => answer.document)
    .map(({ document }) => ({
      id: document.name.split('/').pop(),
      ...fromFirestoreFields(document.fields ?? {}),
    }));
}

/** Deletes the documents at these paths (missing ones are fine), bypassing rules. */
export const deleteDocuments = (paths) => commit(paths.map((path) => ({ delete: `${DOCUMENTS}/${path}` })));

/** Creates an Auth account with a fixed uid, or resets its password and name if it exists. */
export async function upsertAccount({ uid, email, password, displayName }) {
  const base = `http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const body = { localId: uid, email, password, displayName, emailVerified: true };
  try {
    await call(`${base}/accounts`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  } catch (error) {
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(String(error.body))) throw error;
    await call(`${base}/accounts:update`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  }
}

/** Marks the account's address verified, as its emailed link would (bypassing the link). */
export async function verifyEmail(uid) {
  const base = `http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  await call(`${base}/accounts:update`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
}

/**
 * Signs in with email and password through the Auth emulator's REST API, as the web client does;
 * the answer, with `idToken` in its JSON when `ok`.
 */
export const signInWithPassword = (email, password) =>
  fetch(`http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });

/** The uid of the Auth emulator's account with this email, or undefined. */
export async function accountUid(email) {
  const base = `http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const response = await call(`${base}/accounts:lookup`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ email: [email] }),
  });
  const { users } = await response.json();
  return users?.[0]?.localId;
}

/**
 * Deletes every document in the Firestore emulator. The functions' triggers stay on, so each
 * deleted product queues a run of catalogRemovals; wrap the clear in `withoutTriggers` where that
 * matters (thousands of products, or a catalog seeded next that a late tombstone would remove from
 * every device).
 */
export const clearFirestore = () =>
  call(`http://${HOSTS.firestore}/emulator/v1/${DOCUMENTS}`, { method: 'DELETE' });

/**
 * The emulator hub, where the functions' triggers are switched: set by `firebase emulators:exec`,
 * else the hub's default address (emulators started by `npm start`).
 */
const HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
/** Products no seed or test uses (this number and the few after it), deleted to see the functions' triggers answer again. */
const TRIGGER_PROBE = 9_000_000;
/** How many `withoutTriggers` calls are under way: only the outermost switches the triggers. */
let quietCalls = 0;

/** Switches the Functions emulator's background triggers; false where no Functions emulator runs. */
async function switchTriggers(action) {
  const response = await fetch(`http://${HUB}/functions/${action}BackgroundTriggers`, {
    method: 'PUT',
  }).catch(() => undefined);
  return response?.ok === true;
}

/**
 * Runs `work` with the Functions emulator's background triggers off, then switches them on and
 * waits until they answer. Switching them off first finishes every trigger run already queued.
 * While they are off, the Firestore emulator still sends an event for every write to a watched
 * path (answered "disabled"), one after another, some 2 to 3 ms each, so after `work` wrote or
 * cleared thousands of products the probe's event waits behind them: 10,000 products written and
 * cleared took about 55 s on an idle 2-core host. Each wait allows for that backlog; the switch is
 * asked again only after one, for functions that did not load. That costs seconds to a minute: a
 * setup that runs once uses it, not every test's reset. Where no Functions emulator runs, `work`
 * runs as it is.
 */
export async function withoutTriggers(work) {
  if (quietCalls > 0) return work();
  // Counted before the switch is asked, so a call made meanwhile does not switch them too.
  quietCalls += 1;
  try {
    if (!(await switchTriggers('disable'))) return await work();
    try {
      return await work();
    } finally {
      await triggersAnswer();
    }
  } finally {
    quietCalls -= 1;
  }
}

async function triggersAnswer() {
  // A probe of its own per attempt: an earlier attempt's event, run late, is not taken for this
  // one's answer, and every probe's tombstone is cleared at the end.
  const probes = [];
  try {
    for (let attempt = 1; attempt <= 2; attempt++) {
      await switchTriggers('enable');
      const probe = TRIGGER_PROBE + attempt;
      probes.push(probe);
      if (await probeRemoved(probe)) return;
    }
    throw new Error('The Functions emulator did not load its triggers again.');
  } finally {
    await deleteDocuments(probes.map((probe) => `CatalogRemovals/${probe}`));
  }
}

/** How long the probe's tombstone is waited for: the backlog above, on a busy host. */
const PROBE_WAIT_MS = 150_000;

/** Whether the catalogRemovals function turns the probe's deletion into a tombstone within PROBE_WAIT_MS. */
async function probeRemoved(probe) {
  const product = `Products/${probe}`;
  await writeDocuments([{ path: product, data: { id: probe, title: 'Trigger probe', tags: [] } }]);
  await deleteDocuments([product]);
  for (const deadline = Date.now() + PROBE_WAIT_MS; Date.now() < deadline;) {
    if ((await readDocument(`CatalogRemovals/${probe}`)) !== undefined) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Deletes every account in the Auth emulator. */
export const clearAuth = () =>
  call(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
    headers: OWNER,
  });

/**
 * Rebuilds the catalog's snapshot now through the Functions emulator's `rebuildCatalogNow`, as the
 * deployed `rebuildCatalog` does every minute; resolves with what the rebuild did, throws when
 * the function does not answer 200.
 */
export async function rebuildCatalogNow() {
  const response = await fetch(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/rebuildCatalogNow`);
  if (!response.ok) throw new Error(`the catalog rebuild answered ${response.status}`);
  return response.json();
}

/**
 * Loads the named HTTP functions in the Functions emulator ahead of the tests that call them. The
 * emulator starts a worker for a function at its first request, and that worker loads the
 * functions' code (Firebase Admin, Stripe): over 15 s on a loaded 2-core host. A GET is enough:
 * the POST endpoints answer it 405 once loaded, before any rate limit counts it. Resolves each
 * function's first answer time, in ms.
 */
export async function warmFunctions(names) {
  const timed = await Promise.all(
    names.map(async (name) => {
      const started = performance.now();
      await fetch(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/${name}`);
      return [name, Math.round(performance.now() - started)];
    }),
  );
  return Object.fromEntries(timed);
}

/**
 * Waits until a URL answers at all (any status), or with a 2xx status when `ok` is set; throws
 * after the timeout.
 */
export async function waitForUrl(url, timeoutMs = 60_000, { ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (!ok || response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
