// Object storage for the PostgreSQL election night (issue 30): s3rver, as the server tests start
// it (bucket `comando` in a temp dir), in a process of its own so its work does not fall on the
// bench's event loop. Listens on PORT (GET /comando/ is the probe that says it is up); its data
// is deleted when the bench ends it (SIGTERM).
import { startS3 } from '../../server/test/s3.js';

const s3 = await startS3('comando', Number(process.env.PORT));
process.once('SIGTERM', () => void s3.remove().finally(() => process.exit(0)));
