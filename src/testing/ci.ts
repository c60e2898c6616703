/**
 * True under CI (`CI=true`, as `.ci/run` and CI services set it). There, a test that would skip for want
 * of something outside the repository (PostgreSQL, ../shared/SPEC.md) fails instead and says what is
 * missing: a green run is one in which every test ran.
 */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';
