/**
 * The operation runner's surroundings (workers/operation/surroundings.ts), given once here as
 * the server is put together: the site's sessions say who is signed in, proof of address comes
 * from DolphinID, and a saved change moves the site's content version on. Imported by
 * workers/server.ts, and by a test that runs an operation without the server.
 */
import { isEmailProved } from "./identity";
import { readSessionUser } from "./session";
import { provideOperationSurroundings } from "./operation";
import { markContentChanged } from "./site";

provideOperationSurroundings({ readSessionUser, isEmailProved, markContentChanged });
