import { z } from 'zod';

// Zod's own messages (wrong type, missing key…) in Spanish, on the server and in the browser alike.
z.config(z.locales.es());
