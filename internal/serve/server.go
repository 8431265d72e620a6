package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"strings"
	"time"
)

// Defaults and limits of the server.
const (
	DefaultAddr = "127.0.0.1:8080" // loopback only
	DefaultDir  = "dist"
	// AddrEnv names the environment variable that sets the listen address
	// when there is no -addr flag.
	AddrEnv = "URN_PLAYGROUND_ADDR"

	// ReadHeaderTimeout bounds reading a request's header (slowloris).
	ReadHeaderTimeout = 5 * time.Second
	// ReadTimeout bounds reading a whole request; GET and HEAD have no body.
	ReadTimeout = 10 * time.Second
	// WriteTimeout bounds writing a response: ample for the largest .wasm.
	WriteTimeout = 60 * time.Second
	// IdleTimeout bounds how long a keep-alive connection waits for its
	// next request.
	IdleTimeout = 120 * time.Second
	// MaxHeaderBytes bounds a request's header. It leaves room for the
	// cookies that other local projects set on 127.0.0.1 and localhost.
	MaxHeaderBytes = 64 << 10
	// ShutdownTimeout is how long Run lets requests in progress finish
	// after Ctrl-C or SIGTERM.
	ShutdownTimeout = 5 * time.Second
)

// ErrNoSite is wrapped by the error NewServer returns when the site
// directory is missing, is not a directory or has no index.html.
var ErrNoSite = errors.New("run ./build.sh first")

// Config configures NewServer. The zero value serves DefaultDir on
// DefaultAddr without a request log.
type Config struct {
	Addr string    // listen address; "" means DefaultAddr
	Dir  string    // site directory; "" means DefaultDir
	Log  io.Writer // request log, one line per request; nil for none
}

// NewServer checks that cfg.Dir holds a built site (a directory with an
// index.html) and returns the http.Server that serves it on cfg.Addr, with
// every timeout and limit set. The server is not started: see Serve. When
// the site is missing the error, which wraps ErrNoSite, reads
// "dist/ not found: run ./build.sh first" (with the directory's name).
func NewServer(cfg Config) (*http.Server, error) {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if cfg.Dir == "" {
		cfg.Dir = DefaultDir
	}
	if err := checkSite(cfg.Dir); err != nil {
		return nil, err
	}
	var h http.Handler = NewHandler(cfg.Dir)
	if cfg.Log != nil {
		h = LogRequests(h, cfg.Log)
	}
	return &http.Server{
		Addr:    cfg.Addr,
		Handler: h,
		// "OPTIONS *" is the handler's too: net/http would answer it 200
		// itself, without the headers every response carries.
		DisableGeneralOptionsHandler: true,
		ReadHeaderTimeout:            ReadHeaderTimeout,
		ReadTimeout:                  ReadTimeout,
		WriteTimeout:                 WriteTimeout,
		IdleTimeout:                  IdleTimeout,
		MaxHeaderBytes:               MaxHeaderBytes,
	}, nil
}

// checkSite reports whether dir is a directory with a regular index.html.
func checkSite(dir string) error {
	shown := strings.TrimRight(dir, `/\`) + "/"
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s not found: %w", shown, ErrNoSite)
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s not found: %w (%s is not a directory)", shown, ErrNoSite, dir)
	}
	f, fi, err := openIn(dir, "index.html")
	if err == nil {
		f.Close()
	}
	switch {
	case errors.Is(err, fs.ErrPermission):
		return err
	case err != nil || !fi.Mode().IsRegular():
		return fmt.Errorf("%s not found: %w (%sindex.html is missing)", shown, ErrNoSite, shown)
	}
	return nil
}

// Serve runs srv on ln until ctx is done, then shuts it down gracefully:
// it stops accepting connections and waits up to grace for the requests in
// progress, then closes whatever is left. It returns nil after a clean
// shutdown, an error wrapping context.DeadlineExceeded when requests had to
// be cut off, and the server's error if it stopped by itself.
func Serve(ctx context.Context, srv *http.Server, ln net.Listener, grace time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if err != nil {
		srv.Close()
		err = fmt.Errorf("shutdown: requests still running after %v were cut off: %w", grace, err)
	}
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// LogRequests wraps h to write one line per request to w: the time, the
// method, the path, the status, the number of body bytes sent and how long
// the request took, as in
//
//	2026/01/02 15:04:05 GET /urn.8c1d0e77.wasm 200 1843211 2.315ms
func LogRequests(h http.Handler, w io.Writer) http.Handler {
	l := log.New(w, "", log.LstdFlags)
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: rw}
		defer func() {
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			// EscapedPath keeps control characters out of the log.
			l.Printf("%s %s %d %d %v", r.Method, r.URL.EscapedPath(), status, rec.bytes,
				time.Since(start).Round(time.Microsecond))
		}()
		h.ServeHTTP(rec, r)
	})
}

// recorder is an http.ResponseWriter that remembers the status and counts
// the body bytes written through it.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 && code >= 200 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// ReadFrom keeps the underlying writer's sendfile path for http.ServeContent.
func (r *recorder) ReadFrom(src io.Reader) (int64, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := io.Copy(r.ResponseWriter, src)
	r.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
