// boot.js — starts the engine while the page is still being parsed.
// index.html loads it as an async module, which runs as soon as it and
// urn.js have arrived; main.js, a deferred module, runs only once the
// whole page is parsed, and compiling the module took until then to
// begin. urn.js's load() returns one promise for the default module, so
// main.js's own load() finds the engine loading or loaded. A failure is
// main.js's to report.
import {load} from "./urn.js";

load().catch(() => {});
