// Package serve is the local web server for URN Playground: it serves the
// static site that ./build.sh writes to dist/ the way the site expects to be
// hosted. serve.go at the repository root is its command:
//
//	go run serve.go [-addr 127.0.0.1:8080] [-dir dist] [-quiet]
//
// The listen address is, in order, the -addr flag, the URN_PLAYGROUND_ADDR
// environment variable, then 127.0.0.1:8080 (loopback only: this is a
// development server, not a public one). -dir names the site directory
// (default dist, relative to the working directory). One line per request
// (time, method, path, status, body bytes, duration) goes to standard error
// unless -quiet is given. Ctrl-C or SIGTERM shuts the server down gracefully:
// requests in progress get ShutdownTimeout to finish. A site directory that
// is missing or has no index.html is reported as
// "dist/ not found: run ./build.sh first" with exit status 1.
//
// # API
//
// NewHandler is the http.Handler that serves a directory. NewServer checks the
// directory and wraps the handler in an http.Server with every timeout set;
// LogRequests is the request log. Serve runs a server on a listener until a
// context is done and then shuts it down. ParseArgs and Run are the command
// line, so that serve.go's main is one call.
//
// # What is served
//
// Only GET and HEAD; any other method is 405 Method Not Allowed with
// "Allow: GET, HEAD" (there is no CORS preflight to answer: the
// cross-origin loads described below are simple requests), "OPTIONS *"
// included, with the headers every response carries. A request whose
// target is an absolute URL (which only proxies send) is served only when
// it names this server, its address or localhost and its port; another
// host gets 421 Misdirected Request.
//
// The URL path, after percent-decoding, names a file below the directory.
// A path with a "." or ".." segment, a backslash, NUL or another control
// character is 400 Bad Request, whether it arrived raw or percent-encoded
// (%2e%2e, %2f, %5c, %00). A segment starting with "." (dotfiles and
// dot-directories such as .git) and an empty segment ("//") are 404. Files are
// opened through an os.Root, so a symbolic link that leads outside the
// directory (or is absolute) is 404 too, while links inside it work.
// Anything but a regular file or a directory (a FIFO, a device) is 404 and
// never opened: opening a FIFO would block the request. The
// directory is reopened on every request, so rebuilding dist/ (even by
// removing and recreating it) under a running server is fine.
//
// "/" serves index.html, and so does "/sub/" for sub/index.html. There are
// no directory listings: a directory without index.html is 404. "/sub"
// without the slash redirects (302) to "/sub/" when sub/index.html exists,
// so that relative links in it resolve. A file asked for with a trailing
// slash is 404. A request must name the uncompressed file: an x.js.br beside
// a missing x.js is not served under the name x.js.
//
// # Content types
//
// The type comes from the file name's extension, from a fixed table rather
// than the system's MIME database (which differs between machines):
// application/wasm for .wasm (WebAssembly.instantiateStreaming refuses any
// other type), text/javascript for .js and .mjs (RFC 9239), text/css,
// text/html, application/json, image/svg+xml, text/markdown, text/plain,
// application/manifest+json for .webmanifest, and a few image and font types;
// text types carry charset=utf-8. Anything else is application/octet-stream.
// Every response has X-Content-Type-Options: nosniff, so a browser never
// guesses a type (and refuses a script or style sheet with the wrong one).
//
// # Precompressed files
//
// When x.br or x.gz exists beside x, a request for x is answered with the
// compressed file and Content-Encoding: br or gzip, chosen by the request's
// Accept-Encoding: the acceptable coding with the highest q-value wins, ties
// going to br, then gzip, then no coding; q=0 means "not acceptable", "*"
// covers codings not named, and x-gzip is gzip. Without Accept-Encoding the
// plain file is sent (RFC 9110 would allow any coding, but curl and other
// simple clients that send nothing cannot decode one). If the client refuses
// even the identity coding and no variant fits, the plain file is sent
// anyway rather than 406. Content-Type is always that of x, and every
// response carries Vary: Accept-Encoding so caches keep the variants apart.
// Each variant gets its own ETag. A request for x.br or x.gz itself is
// served as it is, without Content-Encoding (as application/octet-stream and
// application/gzip), which is handy for checking what the build wrote.
//
// # Caching
//
// A file whose name has, just before the extension, a dot-separated segment
// of at least 8 hexadecimal digits (app.3f9a1c2b.js, urn.8c1d0e77.wasm) is
// content-hashed: its bytes never change under that name, so it is sent with
// "Cache-Control: public, max-age=31536000, immutable". Everything else
// (index.html, urn.js, embed.js, wasm_exec.js, ...) keeps a stable name
// whose content changes with each build, so it is sent with
// "Cache-Control: no-cache": browsers may store it but must revalidate.
// Revalidation is cheap because http.ServeContent answers If-None-Match and
// If-Modified-Since (and Range: at most MaxRanges ranges, none
// overlapping another, or else the whole file) from the ETag, made of the served file's
// modification time and size plus the coding, and its Last-Modified. Error
// responses are "Cache-Control: no-store", so a 404 seen during a rebuild is
// not remembered.
//
// # Security headers
//
// Every response carries ContentSecurityPolicy:
//
//	default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self';
//	img-src 'self' data:; connect-src 'self'; object-src 'none';
//	base-uri 'none'; form-action 'self'; frame-ancestors *
//
// Scripts come only from the site's own files: no inline script, no eval.
// 'wasm-unsafe-eval' is the one exception, and it allows only compiling
// WebAssembly (the Go module), not JavaScript eval. Style sheets also come
// only from files (no <style> or style="" attributes; setting element.style
// from script is still allowed). img-src adds data: for small inline icons.
// connect-src 'self' lets the page fetch its .wasm and data. object-src
// 'none' and base-uri 'none' close two classic injection routes, and
// form-action 'self' keeps any form on the site. frame-ancestors * is
// deliberate: the <urn-playground> element (embed.js) shows the playground
// in an iframe on other sites' documentation pages, so any site may frame
// it. For the same reason no X-Frame-Options header is sent. The policy has
// to be a header, not a <meta> tag: frame-ancestors is ignored in <meta>.
//
// Referrer-Policy: no-referrer, so that URNs typed into the page and left in
// its URL never leak to another site through a link.
//
// Cross-origin use. Documentation sites load the JavaScript API and the
// embed element from this origin: urn.js (and the wasm_exec.js and .wasm it
// loads), and embed.js. Those files (by their name with any hash segment
// removed, and every .wasm) are sent with Access-Control-Allow-Origin: *
// (module scripts and fetch() of the .wasm from another origin need CORS;
// the content is public and no credentials are involved, so * is right and
// needs no Vary: Origin) and Cross-Origin-Resource-Policy: cross-origin (so
// that pages with Cross-Origin-Embedder-Policy: require-corp may load them).
// HTML documents also get CORP cross-origin, so that such pages can frame
// the embed. The page's private assets (app.<hash>.js, style sheets, ...)
// get Cross-Origin-Resource-Policy: same-origin and no CORS header: they are
// not an API, and other sites have no reason to load them.
package serve
