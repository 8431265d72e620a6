package site

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
)

// compressible lists the extensions that get .gz and .br variants: text.
var compressible = map[string]bool{".html": true, ".css": true, ".js": true, ".svg": true, ".json": true, ".md": true, ".txt": true, ".webmanifest": true}

// compress writes path.gz (gzip -9, no name or time, so builds are
// reproducible) and, with a brotli command configured, path.br, and
// returns the gzip size (0 for files that are not text).
func (b *builder) compress(path string, content []byte) (int, error) {
	if !compressible[filepath.Ext(path)] {
		return 0, nil
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	if _, err := zw.Write(content); err != nil {
		return 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, err
	}
	if err := os.WriteFile(path+".gz", buf.Bytes(), 0o644); err != nil {
		return 0, err
	}
	if b.cfg.Brotli == "" {
		os.Remove(path + ".br") // a stale variant must not outlive its file
		return buf.Len(), nil
	}
	cmd := exec.Command(b.cfg.Brotli, "-q", "11", "-f", "-o", path+".br", path)
	if out, err := cmd.CombinedOutput(); err != nil {
		return 0, errors.New("site: brotli " + path + ": " + err.Error() + ": " + string(out))
	}
	return buf.Len(), nil
}
