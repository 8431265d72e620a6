package serve

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
)

// ParseArgs reads the command line of serve.go (without the program name).
// The address comes from -addr, else from the environment variable AddrEnv
// (read with getenv), else DefaultAddr. The request log goes to stderr
// unless -quiet is given. Usage and flag errors are written to stderr; -h
// returns flag.ErrHelp.
func ParseArgs(args []string, getenv func(string) string, stderr io.Writer) (Config, error) {
	addr := DefaultAddr
	if v := getenv(AddrEnv); v != "" {
		addr = v
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: go run serve.go [-addr host:port] [-dir dist] [-quiet]\n\n"+
			"Serves the built site (./build.sh writes it to dist/) for local use.\n"+
			"The address is -addr, else $%s, else %s.\n\n", AddrEnv, DefaultAddr)
		fs.PrintDefaults()
	}
	cfg := Config{}
	fs.StringVar(&cfg.Addr, "addr", addr, "listen `address` (host:port)")
	fs.StringVar(&cfg.Dir, "dir", DefaultDir, "site `directory` to serve")
	quiet := fs.Bool("quiet", false, "do not log each request")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		err := fmt.Errorf("unexpected argument %q", fs.Arg(0))
		fmt.Fprintln(stderr, err)
		fs.Usage()
		return Config{}, err
	}
	if !*quiet {
		cfg.Log = stderr
	}
	return cfg, nil
}

// Run is the whole of serve.go: it parses args, checks the site, listens,
// and serves until ctx is done (serve.go cancels it on Ctrl-C and SIGTERM),
// then shuts down within ShutdownTimeout. It returns the exit status: 0
// after a clean shutdown (and for -h), 1 for a missing site or any other
// failure, 2 for bad flags. Messages go to stderr.
func Run(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) int {
	cfg, err := ParseArgs(args, getenv, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	} else if err != nil {
		return 2
	}
	srv, err := NewServer(cfg)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stderr, "serving %s at http://%s/ (Ctrl-C to stop)\n", cfg.Dir, ln.Addr())
	if err := Serve(ctx, srv, ln, ShutdownTimeout); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintln(stderr, "stopped")
	return 0
}
