//go:build ignore

// serve.go serves the built site in dist/ on http://127.0.0.1:8080/ for
// local use:
//
//	./build.sh && go run serve.go [-addr host:port] [-dir dist] [-quiet]
//
// URN_PLAYGROUND_ADDR sets the address when -addr is not given. Ctrl-C or
// SIGTERM stops it gracefully; a second Ctrl-C stops it at once. The
// headers it sends and why are described in internal/serve.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/urn-playground/urn-playground/internal/serve"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	// Once the first signal has arrived, restore the default handling so
	// that a second one ends the process without waiting for the shutdown.
	context.AfterFunc(ctx, stop)
	code := serve.Run(ctx, os.Args[1:], os.Getenv, os.Stderr)
	stop()
	os.Exit(code)
}
