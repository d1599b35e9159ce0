// Finds what the Firebase Emulator Suite needs on this machine (Java 21+ and the
// Firestore emulator jar) without downloading anything, and returns the environment
// firebase-tools must run with. Fails with one line naming what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

const MIN_JAVA = 21;
const JVM_DIR = '/usr/lib/jvm';
const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const cacheDir = join(root, 'node_modules', '.cache', 'eshop-emulators');

export class MissingToolError extends Error {}

/** Major version of a java binary; `java -version` prints to stderr. 0 when it cannot run. */
function javaMajor(java) {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return 0;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

/** Returns the bin folder of a Java 21+ runtime: JAVA_HOME, then PATH, then the system JVM folder. */
export function findJavaBin(env = process.env) {
  const candidates = [];
  if (env.JAVA_HOME) candidates.push(join(env.JAVA_HOME, 'bin'));
  for (const dir of (env.PATH ?? '').split(delimiter)) if (dir) candidates.push(dir);
  if (existsSync(JVM_DIR)) {
    for (const name of readdirSync(JVM_DIR).sort().reverse()) candidates.push(join(JVM_DIR, name, 'bin'));
  }
  for (const bin of candidates) {
    const java = join(bin, 'java');
    if (!existsSync(java)) continue;
    if (javaMajor(java) >= MIN_JAVA) return bin;
  }
  throw new MissingToolError(
    `Java ${MIN_JAVA}+ not found (looked at JAVA_HOME, PATH and ${JVM_DIR}); install a JDK ${MIN_JAVA} or newer.`,
  );
}

/** Returns a jar that `java -jar` can start as the Firestore emulator. */
export function findFirestoreJar(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    if (existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) return env.FIRESTORE_EMULATOR_BINARY_PATH;
    throw new MissingToolError(
      `FIRESTORE_EMULATOR_BINARY_PATH points at ${env.FIRESTORE_EMULATOR_BINARY_PATH}, which does not exist.`,
    );
  }
  const toolsCache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(toolsCache)) {
    const cached = readdirSync(toolsCache)
      .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
      .sort()
      .pop();
    if (cached) return join(toolsCache, cached);
  }
  if (existsSync(DEBIAN_FIRESTORE_JAR)) return wrapJar(DEBIAN_FIRESTORE_JAR);
  throw new MissingToolError(
    'Firestore emulator jar not found (firebase-tools cache, FIRESTORE_EMULATOR_BINARY_PATH, or Debian package google-cloud-cli-firestore-emulator).',
  );
}

/** The Debian jar has no Main-Class; a tiny jar whose manifest names it and points at it does. */
function wrapJar(libraryJar) {
  mkdirSync(cacheDir, { recursive: true });
  const wrapper = join(cacheDir, 'firestore-emulator-wrapper.jar');
  const manifest = manifestText({
    'Manifest-Version': '1.0',
    'Main-Class': FIRESTORE_MAIN,
    'Class-Path': pathToFileURL(libraryJar).href,
  });
  const zip = storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]);
  if (!existsSync(wrapper) || !readFileSync(wrapper).equals(zip)) writeFileSync(wrapper, zip);
  return wrapper;
}

/** Manifest lines may hold at most 72 bytes; longer values continue on lines starting with a space. */
function manifestText(fields) {
  const lines = [];
  for (const [key, value] of Object.entries(fields)) {
    let line = `${key}: ${value}`;
    lines.push(line.slice(0, 72));
    line = line.slice(72);
    while (line.length > 0) {
      lines.push(` ${line.slice(0, 71)}`);
      line = line.slice(71);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A zip archive with uncompressed entries: all a manifest-only jar needs. */
function storedZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * How many function invocations the Functions emulator runs at once. It starts one Node process for
 * each concurrent invocation without an idle one (firebase-tools' default allows 50); on 2 cores a
 * burst of cold starts starves every process, and the Hosting emulator's 60 s proxy limit turns the
 * slowest into 504s. Four at a time, the rest queued, keeps a burst of 200 checkouts well inside it.
 */
const FUNCTIONS_PARALLEL = '4';

/**
 * The Firestore emulator's JVM compiles with C1 only. A fresh emulator spends most of its CPU in
 * the JIT: in a cold burst of 200 checkouts its C2 compiler threads took 2.6 of its 4.4 CPU-seconds,
 * on 2 cores shared with everything else, to make faster code for a process that lives minutes.
 * C1 alone compiles in a fraction of that (0.6 s), and its code is fast enough here. A
 * JAVA_TOOL_OPTIONS already set comes after, so its own -XX:TieredStopAtLevel wins.
 */
const FIRESTORE_JVM_OPTIONS = '-XX:TieredStopAtLevel=1';

/** The environment for firebase-tools: Java 21+ first on PATH, the Firestore jar, no telemetry. */
export function emulatorEnv(env = process.env) {
  const javaBin = findJavaBin(env);
  const jar = findFirestoreJar(env);
  return {
    ...env,
    PATH: `${javaBin}${delimiter}${env.PATH ?? ''}`,
    JAVA_HOME: dirname(javaBin),
    FIRESTORE_EMULATOR_BINARY_PATH: jar,
    JAVA_TOOL_OPTIONS: [FIRESTORE_JVM_OPTIONS, env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FUNCTIONS_EMULATOR_PARALLEL: env.FUNCTIONS_EMULATOR_PARALLEL ?? FUNCTIONS_PARALLEL,
    FIREBASE_CLI_EXPERIMENTS: env.FIREBASE_CLI_EXPERIMENTS ?? '',
    CI: env.CI ?? '',
  };
}
