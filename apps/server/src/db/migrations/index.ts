import type { Migration } from 'kysely';
import * as m0001 from './0001-identity-and-organizations';
import * as m0002 from './0002-messages-and-feedback';
import * as m0003 from './0003-row-level-security';

// Migrations are listed in code (not read from disk) so the bundled server carries them.
// Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '0001-identity-and-organizations': m0001,
  '0002-messages-and-feedback': m0002,
  '0003-row-level-security': m0003,
};
