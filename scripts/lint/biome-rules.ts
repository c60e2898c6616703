/**
 * biome.json's `noRestrictedImports` overrides, generated from the table in import-rules.ts. Biome lets a
 * later override replace an earlier one's options for the same rule, so each zone's override repeats the
 * bans of the zones around it: written here once, not by hand. `tsx scripts/lint/biome-rules.ts --write`
 * rewrites biome.json; check-imports.ts fails when the committed one differs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type Ban, TESTING_BAN, ZONES, type Zone } from './import-rules';

const TEST_GLOBS = ['!**/*.test.ts', '!**/*.test.tsx'];

type Override = { includes: string[]; linter: unknown };

/** Whether `inner`'s files all lie in `outer` (a zone ending in `/**` holds every glob that starts like it). */
function within(outer: Zone, inner: Zone): boolean {
  return outer !== inner && outer.files.endsWith('/**') && inner.files.startsWith(outer.files.slice(0, -2));
}

function override(includes: string[], bans: Ban[]): Override {
  const patterns = bans.map((ban) => ({ group: ban.group, message: ban.message }));
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

export function biomeOverrides(): Override[] {
  return ZONES.flatMap((zone) => {
    const outer = ZONES.filter((candidate) => within(candidate, zone));
    const outerBans = outer.flatMap((candidate) => candidate.bans);
    const outerTestBans = outer.flatMap((candidate) =>
      candidate.testBans === 'free' ? [] : (candidate.testBans ?? candidate.bans),
    );
    const testingBanned = [...outerBans, ...zone.bans].some((ban) => ban.group.includes('**/testing/**'));
    const ownTestBans = zone.testBans === 'free' ? null : (zone.testBans ?? zone.bans);
    return [
      ...(ownTestBans ? [override([zone.files], [...outerTestBans, ...ownTestBans])] : []),
      override(
        [zone.files, ...TEST_GLOBS],
        [...outerBans, ...(testingBanned ? [] : [TESTING_BAN]), ...zone.bans],
      ),
    ];
  });
}

export const BIOME_JSON = 'biome.json';

export function committedOverrides(): unknown {
  return JSON.parse(readFileSync(BIOME_JSON, 'utf8')).overrides;
}

function writeBiomeJson(): void {
  const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  const kept = (config.overrides as Override[]).filter((entry) => !hasImportRules(entry));
  config.overrides = [...kept, ...biomeOverrides()];
  writeFileSync(BIOME_JSON, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', BIOME_JSON], { stdio: 'inherit' });
}

/** An override of biome.json that holds import rules (other overrides are kept as they are). */
export function hasImportRules(entry: unknown): boolean {
  return JSON.stringify(entry).includes('"noRestrictedImports"');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  writeBiomeJson();
}
