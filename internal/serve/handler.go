package serve

import (
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// Header values the handler sends; see the package documentation for why.
const (
	// ContentSecurityPolicy is sent with every response.
	ContentSecurityPolicy = "default-src 'self'; " +
		"script-src 'self' 'wasm-unsafe-eval'; " +
		"style-src 'self'; " +
		"img-src 'self' data:; " +
		"connect-src 'self'; " +
		"object-src 'none'; " +
		"base-uri 'none'; " +
		"form-action 'self'; " +
		"frame-ancestors *"
	// SingleFilePolicy is the Content-Security-Policy of SingleFile, the
	// self-contained page: its scripts, styles and module are inline by
	// design (it must work from file://, with no server), so they are
	// allowed there and nothing else is loaded.
	SingleFilePolicy = "default-src 'none'; " +
		"script-src 'unsafe-inline' 'wasm-unsafe-eval'; " +
		"style-src 'unsafe-inline'; " +
		"img-src data:; " +
		// "Check a list" checks in a worker started from a blob: URL of
		// the text the file carries (site.CheckWorker).
		"worker-src blob:; " +
		"object-src 'none'; " +
		"base-uri 'none'; " +
		"form-action 'none'; " +
		"frame-ancestors 'self'"
	// SingleFile is the name of the self-contained page site/ builds.
	SingleFile = "urn-playground.html"
	// ReferrerPolicy is sent with every response.
	ReferrerPolicy = "no-referrer"
	// CacheImmutable is the Cache-Control of content-hashed files.
	CacheImmutable = "public, max-age=31536000, immutable"
	// CacheRevalidate is the Cache-Control of every other file.
	CacheRevalidate = "no-cache"
	// CacheError is the Cache-Control of error responses and redirects.
	CacheError = "no-store"
	// AllowedMethods is the Allow header of a 405 response.
	AllowedMethods = "GET, HEAD"
)

// contentTypes maps a lower-case file extension to its Content-Type. It is
// fixed here rather than read from mime.TypeByExtension, whose answers
// depend on the machine's MIME database.
var contentTypes = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".svg":         "image/svg+xml",
	".md":          "text/markdown; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".gz":          "application/gzip",
}

// ContentType returns the Content-Type for a file name, by its extension;
// application/octet-stream when the extension is unknown.
func ContentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// crossOriginNames are the files other sites load: the JavaScript API and
// its runtime, and the <urn-playground> element. Every .wasm file is added
// by crossOrigin.
var crossOriginNames = map[string]bool{
	"urn.js":       true,
	"urn.mjs":      true,
	"wasm_exec.js": true,
	"embed.js":     true,
}

// crossOrigin reports whether the file base (a base name) is part of the
// public cross-origin API: see the package documentation.
func crossOrigin(base string) bool {
	base = strings.ToLower(base)
	return path.Ext(base) == ".wasm" || crossOriginNames[unhashed(base)]
}

// IsHashed reports whether a base file name is content-hashed: it has, just
// before its extension, a dot-separated segment of at least 8 hexadecimal
// digits, after a non-empty stem ("app.3f9a1c2b.js", not "3f9a1c2b.js").
func IsHashed(base string) bool {
	return unhashed(base) != base
}

// unhashed returns base without its hash segment ("app.3f9a1c2b.js" becomes
// "app.js"), or base itself when it is not content-hashed.
func unhashed(base string) string {
	segs := strings.Split(base, ".")
	n := len(segs)
	if n < 3 || segs[0] == "" || !isHex(segs[n-2]) || len(segs[n-2]) < 8 {
		return base
	}
	return strings.Join(append(segs[:n-2:n-2], segs[n-1]), ".")
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return s != ""
}

// codings are the precompressed variants the handler looks for, by
// Content-Encoding, with the suffix of their file.
var codingSuffix = map[string]string{"br": ".br", "gzip": ".gz"}

// NewHandler returns the handler that serves the static site in dir: see
// the package documentation for what it serves and with which headers. dir
// is opened afresh (as an os.Root) on every request, so it may be rebuilt,
// or appear, while the handler runs.
func NewHandler(dir string) http.Handler {
	return &handler{dir: dir}
}

type handler struct {
	dir string
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Content-Security-Policy", ContentSecurityPolicy)
	hdr.Set("Referrer-Policy", ReferrerPolicy)
	hdr.Set("Vary", "Accept-Encoding")

	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", AllowedMethods)
		fail(w, http.StatusMethodNotAllowed)
		return
	}
	if r.URL.IsAbs() && !servedHost(r) {
		fail(w, http.StatusMisdirectedRequest)
		return
	}
	name, dirSlash, status := cleanName(r.URL.Path)
	if status != 0 {
		fail(w, status)
		return
	}
	if name == SingleFile {
		hdr.Set("Content-Security-Policy", SingleFilePolicy)
	}
	f, fi, name, ok := h.resolve(w, r, name, dirSlash)
	if !ok {
		return
	}
	defer func() { f.Close() }()

	base := path.Base(name)
	logical := base // the name that decides caching and cross-origin use
	coding := ""
	if ext := path.Ext(base); ext == ".br" || ext == ".gz" {
		// A variant asked for by name: served as it is.
		logical = strings.TrimSuffix(base, ext)
	} else {
		f, fi, coding = h.variant(r, name, f, fi)
	}
	ctype := ContentType(base)
	hdr.Set("Content-Type", ctype)
	if coding != "" {
		hdr.Set("Content-Encoding", coding)
	}
	setPolicies(hdr, logical, ctype)
	hdr.Set("ETag", etag(fi, coding))
	if r.Header.Get("Range") != "" && !modestRanges(r.Header.Get("Range"), fi.Size()) {
		r.Header.Del("Range") // the whole file, 200
	}
	if coding != "" {
		// http.ServeContent leaves out Content-Length when Content-Encoding
		// is set; a precompressed file's length is known, so send it.
		w = &lengthWriter{ResponseWriter: w, size: fi.Size()}
	}
	http.ServeContent(w, r, base, fi.ModTime(), f)
}

// resolve opens the regular file that name stands for: itself, or a
// directory's index.html (redirecting "/dir" to "/dir/" first). When it
// cannot, it answers the request itself and reports false.
func (h *handler) resolve(w http.ResponseWriter, r *http.Request, name string, dirSlash bool) (*os.File, fs.FileInfo, string, bool) {
	f, fi, status := h.open(name)
	if status != 0 {
		fail(w, status)
		return nil, nil, "", false
	}
	if !fi.IsDir() {
		if dirSlash || !fi.Mode().IsRegular() {
			f.Close()
			fail(w, http.StatusNotFound)
			return nil, nil, "", false
		}
		return f, fi, name, true
	}
	f.Close()
	index := path.Join(name, "index.html")
	f, fi, status = h.open(index)
	if status == 0 && !fi.Mode().IsRegular() {
		f.Close()
		status = http.StatusNotFound
	}
	if status != 0 {
		fail(w, status) // no directory listings
		return nil, nil, "", false
	}
	if !dirSlash && name != "" {
		f.Close()
		hdr := w.Header()
		hdr.Set("Cache-Control", CacheError)
		loc := r.URL.EscapedPath() + "/"
		if r.URL.RawQuery != "" {
			loc += "?" + r.URL.RawQuery
		}
		hdr.Set("Location", loc)
		w.WriteHeader(http.StatusFound)
		return nil, nil, "", false
	}
	return f, fi, index, true
}

// variant returns the precompressed variant of name the client accepts
// best (closing f), or f itself with coding "".
func (h *handler) variant(r *http.Request, name string, f *os.File, fi fs.FileInfo) (*os.File, fs.FileInfo, string) {
	for _, c := range negotiate(r.Header.Values("Accept-Encoding")) {
		if c == "" {
			break // identity preferred to any remaining variant
		}
		vf, vfi, status := h.open(name + codingSuffix[c])
		if status != 0 {
			continue
		}
		if !vfi.Mode().IsRegular() {
			vf.Close()
			continue
		}
		f.Close()
		return vf, vfi, c
	}
	return f, fi, ""
}

// setPolicies sets caching (hashed names are immutable) and who may embed
// or fetch the file: logical is its name without a coding suffix.
func setPolicies(hdr http.Header, logical, ctype string) {
	if IsHashed(logical) {
		hdr.Set("Cache-Control", CacheImmutable)
	} else {
		hdr.Set("Cache-Control", CacheRevalidate)
	}
	switch {
	case crossOrigin(logical):
		hdr.Set("Access-Control-Allow-Origin", "*")
		hdr.Set("Cross-Origin-Resource-Policy", "cross-origin")
	case strings.HasPrefix(ctype, "text/html"):
		hdr.Set("Cross-Origin-Resource-Policy", "cross-origin")
	default:
		hdr.Set("Cross-Origin-Resource-Policy", "same-origin")
	}
}

// lengthWriter adds the Content-Length of a whole file to a 200 response
// that lacks one.
type lengthWriter struct {
	http.ResponseWriter
	size int64
}

func (w *lengthWriter) WriteHeader(code int) {
	if h := w.Header(); code == http.StatusOK && h.Get("Content-Length") == "" {
		h.Set("Content-Length", strconv.FormatInt(w.size, 10))
	}
	w.ResponseWriter.WriteHeader(code)
}

// ReadFrom keeps the underlying writer's sendfile path.
func (w *lengthWriter) ReadFrom(src io.Reader) (int64, error) {
	return io.Copy(w.ResponseWriter, src)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *lengthWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// cleanName checks a decoded URL path and returns the file name it names
// below the site directory ("" for the directory itself) and whether it
// ended in a slash, or an HTTP status to fail with.
func cleanName(p string) (name string, dirSlash bool, status int) {
	if p == "" || p[0] != '/' {
		return "", false, http.StatusBadRequest
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c < 0x20 || c == 0x7f || c == '\\' {
			return "", false, http.StatusBadRequest
		}
	}
	name = p[1:]
	if name == "" {
		return "", true, 0
	}
	name, dirSlash = strings.CutSuffix(name, "/")
	for seg := range strings.SplitSeq(name, "/") {
		switch {
		case seg == "." || seg == "..":
			return "", false, http.StatusBadRequest
		case seg == "" || seg[0] == '.':
			return "", false, http.StatusNotFound
		}
	}
	return name, dirSlash, 0
}

// open opens name below the site directory, refusing any name that leads
// outside it (through "..", or a symbolic link), and stats it. Anything
// but a regular file or a directory (a FIFO, a device, a socket) is 404
// and is not opened: opening a FIFO would block the request until some
// process wrote to it.
func (h *handler) open(name string) (*os.File, fs.FileInfo, int) {
	if name == "" {
		name = "."
	}
	f, fi, err := openIn(h.dir, name)
	switch {
	case err == nil:
		return f, fi, 0
	case errors.Is(err, fs.ErrPermission):
		return nil, nil, http.StatusForbidden
	}
	return nil, nil, http.StatusNotFound
}

// errNotFile is openIn's error for a name that is neither a regular file
// nor a directory.
var errNotFile = errors.New("not a regular file or a directory")

// openIn opens name below dir (os.Root: no way out of dir, through ".."
// or a symbolic link) if it is a regular file or a directory, and stats
// the file it opened. It stats the name first and opens with
// openNonblock, so that it never blocks on a FIFO.
func openIn(dir, name string) (*os.File, fs.FileInfo, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, err
	}
	defer root.Close()
	fi, err := root.Stat(name)
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, nil, errNotFile
	}
	f, err := root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, nil, err
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

// etag is a strong validator for one file as served with one coding: its
// modification time and size, which change with every rebuild of the file,
// and the coding, which keeps the variants of one file apart.
func etag(fi fs.FileInfo, coding string) string {
	t := `"` + strconv.FormatInt(fi.ModTime().UnixNano(), 36) + "-" + strconv.FormatInt(fi.Size(), 36)
	if coding != "" {
		t += "-" + coding
	}
	return t + `"`
}

// fail writes a short plain-text error response.
func fail(w http.ResponseWriter, status int) {
	hdr := w.Header()
	hdr.Set("Cache-Control", CacheError)
	hdr.Del("Content-Encoding")
	hdr.Del("ETag")
	http.Error(w, strconv.Itoa(status)+" "+strings.ToLower(http.StatusText(status)), status)
}
