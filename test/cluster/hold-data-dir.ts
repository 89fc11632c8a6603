// A child process for test/cluster/data-dir-lock.e2e-spec.ts: tries to lock the data directory given as
// argv[2], prints "locked <pid>" or "refused <message>", and (when locked) keeps it until killed.
import { DataDirInUseError, lockDataDir } from '../../src/database/data-dir-lock';

try {
  lockDataDir(process.argv[2]);
  console.log(`locked ${process.pid}`);
  setInterval(() => undefined, 60_000);
} catch (e) {
  if (!(e instanceof DataDirInUseError)) throw e;
  console.log(`refused ${e.message}`);
  process.exit(3);
}
