/**
 * What a server run with tests/helpers/shifted-clock.ts writes to stderr once its clock has jumped
 * (a module of its own: importing shifted-clock.ts would shift the importer's clock).
 */
export const CLOCK_JUMPED = "shifted-clock: jumped to TEST_CLOCK_JUMP_TO";
