import { z } from 'zod';

// zod's own messages (wrong type, unknown key…) in Spanish on both ends. The one module
// the package declares with side effects (package.json `sideEffects`), so that the web's
// bundler can leave every unused area module out of a chunk. Not imported by the index: the
// server's app and the web's form hook import it (`@comando/contract/zod-es`), so the login
// page, which validates without zod, does not load zod at all (issue 17).
z.config(z.locales.es());
