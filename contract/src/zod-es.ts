import { z } from 'zod';

// zod's own messages (wrong type, unknown key…) in Spanish on both ends. The one module
// the package declares with side effects (package.json `sideEffects`), so that the web's
// bundler can leave every unused area module out of a chunk.
z.config(z.locales.es());
