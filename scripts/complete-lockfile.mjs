// The npm registry this project's machines reach serves no builds for other platforms (macOS, Windows,
// musl, Android...), so `npm install` leaves those optional dependencies out of package-lock.json, and
// `npm ci` then refuses the lock as out of sync. This adds each missing optional platform package as an
// entry marked with its os/cpu/libc, which npm ci skips here and fetches by version elsewhere.
// See docs/decisions/005-complete-lockfile.md. Runs as the root `postinstall`.
import fs from 'node:fs';

const LOCK = 'package-lock.json';
if (!fs.existsSync(LOCK)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));

const platforms = [
  [/-darwin-(arm64|x64|universal)\b/, { os: ['darwin'] }],
  [/-win32-(arm64|x64|ia32)\b/, { os: ['win32'] }],
  [/-android-(arm64|arm|x64)\b/, { os: ['android'] }],
  [/-freebsd-(arm64|x64)\b/, { os: ['freebsd'] }],
  [/-openbsd-(arm64|x64)\b/, { os: ['openbsd'] }],
  [/-netbsd-(arm64|x64)\b/, { os: ['netbsd'] }],
  [/-sunos-x64\b/, { os: ['sunos'] }],
  [/-aix-ppc64\b/, { os: ['aix'] }],
  [/-linux-[\w-]*musl\b/, { os: ['linux'], libc: ['musl'] }],
  [/-linux-(arm|ia32|loong64|mips64el|ppc64|riscv64|s390x)(-|$)/, { os: ['linux'] }],
  [/-wasm32-wasi\b|-wasm\b|\/wasm32\b/, { cpu: ['wasm32'] }],
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el'];

function platformOf(name) {
  for (const [pattern, fields] of platforms) {
    if (!pattern.test(name)) continue;
    const cpu = fields.cpu ?? cpus.filter((c) => new RegExp(`-${c}(-|$)`).test(name)).slice(0, 1);
    return { ...fields, cpu: cpu.length ? cpu : undefined };
  }
  // A platform package this table doesn't know (e.g. fsevents): still optional, npm tolerates its absence.
  return {};
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    lock.packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...Object.fromEntries(Object.entries(platformOf(name)).filter(([, v]) => v)),
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} optional platform entries to ${LOCK}`);
}
