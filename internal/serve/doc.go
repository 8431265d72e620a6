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
// What it serves (methods, paths, files, the precompressed variants) and
// the headers it sends, with the reasons, are written out in
// docs/serving.md.
package serve
